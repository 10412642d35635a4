/**
 * Finding a waiver. Lookups answer from the desk's encrypted copy only (fast,
 * offline, free of the budget); the service is searched only when the person asks,
 * and what it finds joins the copy. The detail comes from the copy when it has the
 * waiver, otherwise from the service (and is kept).
 */
import { bestWaiver, newestFirst } from '../../../shared/desk/best-waiver.ts';
import { type DeskRules, waiverVerdict } from '../../../shared/desk/verdict.ts';
import { waiverRowOf } from '../../../shared/desk/waiver-rows.ts';
import type { SignedWaiver, WaiverTemplate } from '../../../shared/domain/waiver.ts';
import { consoleLink } from '../../../shared/ipc/account.ts';
import type { CallContext, DeskHandlers } from '../../../shared/ipc/contract.ts';
import type { CopyState, WaiverDetail, WaiverMatch } from '../../../shared/ipc/lookup.ts';
import type { LookupRow } from '../../cache/index.ts';
import { deskLog, errorForLog } from '../../logging/desk-log.ts';
import type { AccountCopy } from '../../runtime/account-copy.ts';
import type { AccountSession } from '../../runtime/account-session.ts';
import { NotConfiguredError } from '../../runtime/errors.ts';
import type { RecentVisits } from '../admissions/already-in.ts';
import { type DeskServices, deskRules, interactiveCall, requireWaiver } from '../desk-services.ts';
import { recentVisitsOf } from './admissions.ts';
import { askBothWays } from './service-answers.ts';
import { serviceQuestionsFor } from './service-questions.ts';

function requireCopy(session: AccountSession): AccountCopy {
  if (session.copy) return session.copy;
  throw new NotConfiguredError({ kind: 'no_copy', need: 'lookup', copyProblem: session.copyProblem });
}

/**
 * A row of the copy as the page gets it: with the desk's verdict on its people instead
 * of what it was made from; with `visits`, who on it is already in.
 */
export function matchWithVerdict(row: LookupRow, rules: DeskRules, visits?: RecentVisits): WaiverMatch {
  const { createdMs: _createdMs, subject, ...match } = row;
  return { ...match, verdict: waiverVerdict(subject, rules, visits?.on(row.waiverId) ?? null) };
}

/** The most waivers of one auto-tag a waiver's page lists (a regular's history is long). */
const SAME_TAG_LISTED = 20;

function copyState(copy: AccountCopy): CopyState {
  const { phase, lastCurrentAt, done, total, totalIsEstimate, leftOut } = copy.sync.progress();
  return { phase, lastCurrentAt, done, total, totalIsEstimate, leftOut: leftOut ?? 0 };
}

/** A row for a waiver the service returned, made as the copy's rows are (shared/desk/waiver-rows.ts). */
export function serviceMatchOf(signed: SignedWaiver, rules: DeskRules, visits: RecentVisits): WaiverMatch {
  return {
    ...waiverRowOf(signed),
    match: 'fullName',
    verdict: waiverVerdict(signed, rules, visits.on(signed.waiverId)),
  };
}

/**
 * Keeps what the service just sent in the copy when the copy can take it. A copy
 * that cannot (another program holds it, a full disk) must not cost the person
 * the answer they are waiting for: the sync stores it later.
 */
async function keepInCopy(what: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    deskLog.warn(`${what} not kept in the copy: ${errorForLog(error)}`);
  }
}

function labelsOf(template: WaiverTemplate | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of [...(template?.customFields ?? []), ...(template?.customParticipantFields ?? [])]) {
    if (field.guid) labels[field.guid] = field.label;
  }
  return labels;
}

/**
 * One waiver's page: from the copy when it has the waiver, otherwise from the service
 * (and kept); with who on it is already in, the other waivers of its auto-tag and the
 * labels of its custom answers. What it needs besides the waiver is asked for at once.
 */
async function readWaiverDetail(
  desk: DeskServices,
  session: AccountSession,
  waiverId: string,
  context: CallContext,
): Promise<WaiverDetail> {
  const cache = session.copy?.cache ?? null;
  let signed = cache ? await cache.getWaiver(waiverId) : null;
  let source: 'copy' | 'service' = 'copy';
  if (!signed) {
    signed = await requireWaiver(session).getWaiver(waiverId, {}, interactiveCall(context, session));
    source = 'service';
    const fetched = signed;
    if (cache) await keepInCopy('a waiver', () => cache.putWaivers([fetched]));
  }
  const { autoTag, templateId } = signed;
  const [template, visits, tagged] = await Promise.all([
    templateOf(session, templateId, context),
    recentVisitsOf(desk, session),
    cache && autoTag ? cache.lookup(autoTag, { limit: SAME_TAG_LISTED + 1 }).catch(() => []) : [],
  ]);
  const rules = deskRules(desk);
  const sameTag = tagged
    .filter((row) => row.match === 'autoTag' && row.waiverId !== waiverId)
    .map((row) => matchWithVerdict(row, rules, visits));
  return {
    waiver: signed,
    source,
    verdict: waiverVerdict(signed, rules, visits.on(signed.waiverId)),
    sameTag: newestFirst(sameTag).slice(0, SAME_TAG_LISTED),
    fieldLabels: labelsOf(template),
    consoleUrl: consoleLink(desk.accounts.preferences().preferences.consoleLinkTemplate, waiverId),
  };
}

/** A waiver's template from the copy; the labels of custom answers need its field list, fetched once, then kept. */
async function templateOf(
  session: AccountSession,
  templateId: string,
  context: CallContext,
): Promise<WaiverTemplate | undefined> {
  const cache = session.copy?.cache ?? null;
  const kept = cache
    ? (await cache.getTemplates()).find((each) => each.templateId === templateId)
    : undefined;
  if (kept?.customFields || !session.waiver || !templateId) return kept;
  const fetched = await session.waiver
    .getTemplate(templateId, { customFields: true }, interactiveCall(context, session))
    .catch(() => kept);
  if (fetched && cache) await keepInCopy('a template', () => cache.putTemplates([fetched]));
  return fetched;
}

export const lookupHandlers = (
  desk: DeskServices,
): Pick<DeskHandlers, 'lookupWaivers' | 'searchService' | 'getWaiverDetail'> => ({
  lookupWaivers: async (request, context) => {
    const session = await desk.session();
    const copy = requireCopy(session);
    const [rows, visits] = await Promise.all([
      copy.cache.lookup(request.text, { limit: request.limit }),
      recentVisitsOf(desk, session),
    ]);
    const rules = deskRules(desk);
    const matches = (request.scan ? rows.filter((row) => row.match === 'autoTag') : rows).map((row) =>
      matchWithVerdict(row, rules, visits),
    );
    const answer = { text: request.text, matches, copy: copyState(copy) };
    // A scan's waiver opens at once: its page comes with the answer rather than after another ask.
    const best = request.scan ? bestWaiver(matches) : null;
    if (best?.kind !== 'open') return answer;
    return { ...answer, opened: await readWaiverDetail(desk, session, best.waiver.waiverId, context) };
  },

  searchService: async (request, context) => {
    const session = await desk.session();
    const waiver = requireWaiver(session);
    const call = interactiveCall(context, session);
    const answer = await askBothWays(waiver, serviceQuestionsFor(request.text, request.scan), call);
    const cache = session.copy?.cache;
    if (cache && answer.found.length > 0)
      await keepInCopy('search results', () => cache.putWaivers(answer.found));
    const rules = deskRules(desk);
    const visits = await recentVisitsOf(desk, session);
    return {
      text: request.text,
      matches: answer.found.map((signed) => serviceMatchOf(signed, rules, visits)),
      found: answer.count,
      answered: answer.answered,
      unasked: answer.unasked,
      retryAfterSeconds: answer.retryAfterSeconds,
    };
  },

  getWaiverDetail: async ({ waiverId }, context) =>
    readWaiverDetail(desk, await desk.session(), waiverId, context),
});
