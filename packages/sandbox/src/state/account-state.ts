/**
 * Everything one sandbox account holds at run time: the generated dataset and its
 * indexes, plus what requests create (searches, links, keys, SMS, webhook queues).
 * Signing a waiver goes through here so that every index and queue sees it.
 */
import type { SignedWaiver, WaiverTemplate, WebhookConfig } from '../../../../shared/domain/waiver.ts';
import type { SandboxClock } from '../clock.ts';
import type { SandboxDataset } from '../data/dataset.ts';
import { generateSigning } from '../data/generate.ts';
import { NotFoundError } from '../server/errors.ts';
import type { WireFormat } from '../wire/wire-format.ts';
import { CheckinIndex } from './checkin-index.ts';
import { PublishedKeyStore } from './published-keys.ts';
import { SearchStore } from './search-store.ts';
import { SigningLinks } from './signing-links.ts';
import { applySigningFields, applySigningPeople, type SigningOverrides } from './signing-overrides.ts';
import { SmsLog } from './sms-log.ts';
import { WaiverIndex } from './waiver-index.ts';
import { WebhookQueues } from './webhook-queues.ts';

export interface AccountStateOptions {
  dataset: SandboxDataset;
  clock: SandboxClock;
  seed: number;
  timeZone: string;
  apiKeys: readonly string[];
  smsDailyCap: number;
  searchLatencyMs: number;
  /** How answers are written. */
  wire: WireFormat;
}

export class AccountState {
  readonly dataset: SandboxDataset;
  readonly clock: SandboxClock;
  readonly timeZone: string;
  readonly searchLatencyMs: number;
  readonly wire: WireFormat;
  readonly waivers: WaiverIndex;
  readonly checkins: CheckinIndex;
  readonly searches = new SearchStore();
  readonly links = new SigningLinks();
  readonly publishedKeys: PublishedKeyStore;
  readonly sms: SmsLog;
  webhookConfig: WebhookConfig | null = null;
  /** Known once the server listens; links handed out point at it. */
  baseUrl = '';
  private readonly templates = new Map<string, WaiverTemplate>();
  private readonly queues: WebhookQueues;
  private readonly seed: number;
  private signings = 0;
  /** Generated waivers up to this time have been announced on the webhook queues. */
  private announcedUntil: number;
  private readonly generatedCount: number;

  constructor(options: AccountStateOptions) {
    this.dataset = options.dataset;
    this.clock = options.clock;
    this.timeZone = options.timeZone;
    this.seed = options.seed;
    this.searchLatencyMs = options.searchLatencyMs;
    this.wire = options.wire;
    for (const template of options.dataset.templates) this.templates.set(template.templateId, template);
    this.waivers = new WaiverIndex(options.dataset.waivers);
    this.checkins = new CheckinIndex(options.dataset.checkins);
    this.publishedKeys = new PublishedKeyStore(options.apiKeys);
    this.sms = new SmsLog({ dailyCap: options.smsDailyCap, timeZone: options.timeZone });
    this.queues = new WebhookQueues(options.dataset.templates.map((template) => template.templateId));
    this.announcedUntil = options.clock.now();
    this.generatedCount = options.dataset.waivers.length;
  }

  template(templateId: string): WaiverTemplate | undefined {
    return this.templates.get(templateId);
  }

  /**
   * A walk-in signs now: the waiver and its check-ins join the account and the webhook
   * queues. `autoTag` is the value of an auto-tag link the signer came through ('' none);
   * `overrides` fixes what the signer typed and when (tests).
   */
  signWaiver(templateId?: string, autoTag?: string, overrides: SigningOverrides = {}): SignedWaiver {
    if (templateId !== undefined && !this.templates.has(templateId)) {
      throw new NotFoundError(`Template ${templateId} not found`);
    }
    const now = Math.min(overrides.signedAt ?? Number.POSITIVE_INFINITY, this.clock.now());
    this.signings += 1;
    const signing = generateSigning(this.dataset, {
      seed: this.seed + this.signings,
      now,
      ...(templateId === undefined ? {} : { templateId }),
    });
    if (autoTag !== undefined) signing.waiver.autoTag = autoTag;
    if (overrides.people) applySigningPeople(signing.waiver, signing.checkins, overrides.people);
    if (overrides.fields) applySigningFields(signing.waiver, signing.checkins, overrides.fields);
    this.dataset.waivers.push(signing.waiver);
    this.waivers.add(this.dataset.waivers.length - 1);
    for (const checkin of signing.checkins) {
      this.dataset.checkins.push(checkin);
      this.checkins.add(this.dataset.checkins.length - 1);
    }
    this.webhookQueues(now).enqueue(signing.waiver.waiverId, signing.waiver.templateId, now);
    return signing.waiver;
  }

  /**
   * The webhook queues, after announcing the generated waivers whose signing time the
   * clock has passed since the last look (the dataset reaches to the end of today).
   */
  webhookQueues(now: number): WebhookQueues {
    if (now > this.announcedUntil) {
      for (const index of this.waivers.signedBetween(this.announcedUntil, now)) {
        if (index >= this.generatedCount) continue;
        const waiver = this.waivers.at(index);
        this.queues.enqueue(waiver.waiverId, waiver.templateId, this.waivers.timeOf(index));
      }
      this.announcedUntil = now;
    }
    return this.queues;
  }
}
