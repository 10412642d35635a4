/**
 * Links that lead a signer to a waiver: prefilled templates (4.12), dynamic templates
 * (4.4) with their signing transactions (4.5), and group invitations (4.6). Each
 * expires by the sandbox clock where the spec gives it a lifetime.
 */
import type { DynamicProcessResult, PrefillPerson } from '../../../../shared/domain/waiver.ts';
import { ConflictError, GoneError, NotFoundError } from '../server/errors.ts';
import { randomToken } from './tokens.ts';

export type LinkKind = 'prefill' | 'dynamic' | 'group' | 'group-management';

export type LinkState = 'alive' | 'expired' | 'unknown';

interface Link {
  kind: LinkKind;
  templateId: string | null;
  /** Null for links that do not expire. */
  expiresAt: number | null;
}

/** What a prefilled link fills in for the signer, shown on its page. */
export interface PrefilledAnswers {
  participants: PrefillPerson[];
  guardian: (PrefillPerson & { relationship?: string; participant?: boolean }) | null;
  customWaiverFields: Record<string, string>;
}

interface DynamicTransaction {
  transactionId: string;
  /** Set once processing created the waiver; processing again returns the same one. */
  waiverId: string | null;
}

export class SigningLinks {
  private readonly links = new Map<string, Link>();
  private readonly prefilled = new Map<string, PrefilledAnswers>();
  private readonly transactionsByUuid = new Map<string, DynamicTransaction>();
  private readonly transactions = new Map<string, DynamicTransaction>();

  /** A new link; returns its uuid. */
  create(
    kind: LinkKind,
    templateId: string | null,
    expiresAt: number | null,
    answers?: PrefilledAnswers,
  ): string {
    const uuid = randomToken(13);
    this.links.set(uuid, { kind, templateId, expiresAt });
    if (answers) this.prefilled.set(uuid, answers);
    return uuid;
  }

  /** What a prefilled link fills in; null for other links. */
  answersOf(uuid: string): PrefilledAnswers | null {
    return this.prefilled.get(uuid) ?? null;
  }

  state(kind: LinkKind, uuid: string, now: number): LinkState {
    const link = this.links.get(uuid);
    if (!link || link.kind !== kind) return 'unknown';
    return link.expiresAt !== null && now >= link.expiresAt ? 'expired' : 'alive';
  }

  templateOf(uuid: string): string | null {
    return this.links.get(uuid)?.templateId ?? null;
  }

  /** The signer completes a dynamic template: the service hands back a transaction id. */
  signDynamic(uuid: string, now: number): string {
    const state = this.state('dynamic', uuid, now);
    if (state === 'unknown') throw new NotFoundError();
    if (state === 'expired') throw new GoneError('Dynamic template expired');
    if (this.transactionsByUuid.has(uuid)) throw new ConflictError('Dynamic template already signed');
    const transaction: DynamicTransaction = { transactionId: randomToken(13), waiverId: null };
    this.transactionsByUuid.set(uuid, transaction);
    this.transactions.set(transaction.transactionId, transaction);
    return transaction.transactionId;
  }

  /** Turns a signed dynamic template into a waiver once; `createWaiver` runs on the first call only. */
  process(transactionId: string, createWaiver: () => string): DynamicProcessResult {
    const transaction = this.transactions.get(transactionId);
    if (!transaction) throw new NotFoundError();
    transaction.waiverId ??= createWaiver();
    return { waiverId: transaction.waiverId, transactionId };
  }
}
