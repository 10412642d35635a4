/**
 * Turns a scenario into a world: components get ids in tree order, notices get
 * ids in the order they were created. Same scenario, seed and anchor, same world.
 */

import { createRandom, mixSeed, type Random } from '../data/random.ts';
import type { ComponentSpec } from './catalog.ts';
import { PAGE_NAME } from './catalog.ts';
import type { NoticeDraft } from './drafts.ts';
import { historyDrafts } from './history.ts';
import { type StatusScenario, scenarioPlan } from './scenarios.ts';
import { DAY, HOUR } from './time.ts';
import type { ComponentRecord, NoticeRecord, StatusWorld } from './world.ts';

export interface WorldOptions {
  scenario: StatusScenario;
  seed: number;
  /** Epoch ms the scenario's current notices are timed around. */
  anchor: number;
}

/** Keeps the history independent of how many values the component layout drew. */
const HISTORY_STREAM = 0x9e3779b9;

export function buildWorld(options: WorldOptions): StatusWorld {
  const plan = scenarioPlan(options.scenario);
  const random = createRandom(options.seed);
  const pageCreatedAt = options.anchor - random.int(600 * DAY, 900 * DAY);
  const components = layoutComponents(plan.components, random, pageCreatedAt);
  const drafts = [
    ...historyDrafts(createRandom(mixSeed(options.seed, HISTORY_STREAM)), options.anchor, plan.historyCount),
    ...plan.current(options.anchor),
  ];
  return {
    pageName: PAGE_NAME,
    pageCreatedAt,
    components,
    notices: numberNotices(drafts, components, random.int(1_200, 8_800)),
  };
}

function layoutComponents(
  specs: readonly ComponentSpec[],
  random: Random,
  pageCreatedAt: number,
): ComponentRecord[] {
  const components: ComponentRecord[] = [];
  let nextId = random.int(50_000, 59_000);
  const add = (spec: ComponentSpec, parentId: number | null, position: number | undefined): number => {
    const id = nextId;
    nextId += 1;
    components.push({
      id,
      name: spec.name,
      description: spec.description,
      parentId,
      // The real product sends a position on some components only; here on children.
      ...(position === undefined ? {} : { position }),
      createdAt: pageCreatedAt + components.length * 3 * HOUR + random.int(0, HOUR),
    });
    return id;
  };
  for (const spec of specs) {
    const parentId = add(spec, null, undefined);
    (spec.children ?? []).forEach((child, index) => {
      add(child, parentId, index + 1);
    });
  }
  return components;
}

function numberNotices(
  drafts: readonly NoticeDraft[],
  components: readonly ComponentRecord[],
  firstId: number,
): NoticeRecord[] {
  const idByName = new Map(components.map((component) => [component.name, component.id]));
  const componentId = (name: string): number => {
    const id = idByName.get(name);
    if (id === undefined) throw new RangeError(`a notice names the unknown component "${name}"`);
    return id;
  };
  return [...drafts]
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((draft, index) => ({
      id: firstId + index,
      type: draft.type,
      subject: draft.subject,
      componentIds: draft.componentNames.map(componentId),
      tags: [...draft.tags],
      createdAt: draft.createdAt,
      beginsAt: draft.beginsAt,
      endsAt: draft.endsAt,
      updates: [...draft.updates].sort((a, b) => a.at - b.at),
    }));
}
