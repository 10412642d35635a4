/**
 * Finding a waiver: the lookup box, the scanner, the service search when the
 * desk's copy has nothing, and the waiver's detail. Lookups answer from the
 * desk's own encrypted copy, so they work offline and never spend the budget.
 */
import { z } from 'zod';
import type { WaiverVerdict } from '../desk/verdict.ts';
import type { WaiverRow } from '../desk/waiver-rows.ts';
import type { SignedWaiver } from '../domain/waiver.ts';
import type { SyncProgress } from './events.ts';
import { lookupFieldWords } from './words.ts';

export const MAX_LOOKUP_TEXT = 200;

export const lookupRequestSchema = z
  .object({
    text: z.string().max(MAX_LOOKUP_TEXT, lookupFieldWords.lookupTooLong),
    /** A scanner burst: only an exact auto-tag counts. */
    scan: z.boolean().default(false),
    limit: z.number().int().min(1).max(50).default(20),
  })
  .strict();

export const serviceSearchRequestSchema = z
  .object({
    text: z.string().trim().min(2, lookupFieldWords.searchTooShort).max(100, lookupFieldWords.searchTooLong),
    /** A scanner's auto-tag: asked as a tag only. */
    scan: z.boolean().default(false),
  })
  .strict();

/** Waiver ids are opaque service tokens. */
export const waiverIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, lookupFieldWords.notWaiverId);

export const waiverDetailRequestSchema = z.object({ waiverId: waiverIdSchema }).strict();

export type MatchKind = 'autoTag' | 'email' | 'phone' | 'fullName' | 'prefix' | 'typo' | 'signedSince';

/** A found waiver as the page gets it: its row (shared/desk/waiver-rows.ts), how it matched and the verdict. */
export interface WaiverMatch extends WaiverRow {
  match: MatchKind;
  /**
   * The desk's verdict on everyone on the waiver (shared/desk/verdict.ts): the matched
   * person's beside the match, the waiver's tone for the sound of a scan.
   */
  verdict: WaiverVerdict;
}

/** How complete and current the desk's copy is, so a miss can be told honestly. */
export interface CopyState {
  phase: SyncProgress['phase'];
  /** ISO 8601; null before the copy was first complete. */
  lastCurrentAt: string | null;
  done: number;
  total: number;
  /** The total is a guess while the first copy learns the account. */
  totalIsEstimate?: boolean;
  /** Waivers the service sent that the copy could not keep (nothing identifies them); absent: none. */
  leftOut?: number;
}

export interface LookupResult {
  text: string;
  matches: WaiverMatch[];
  copy: CopyState;
  /**
   * A scan whose best waiver opens at once (shared/desk/best-waiver.ts): that waiver's
   * page, read in the same moment as the matches, so the page shows it without asking again.
   */
  opened?: WaiverDetail;
}

/**
 * One question the service's search can be asked: an auto-tag (matched exactly), a
 * last name, or a first and last name (matched case-insensitively).
 */
export type ServiceQuestion = 'tag' | 'lastName' | 'fullName';

/** Why a question was not answered: the account's searches were used up, or no answer came. */
export type UnaskedBecause = 'budget' | 'no_answer';

export interface ServiceSearchResult {
  text: string;
  /** What the service found, now also in the desk's copy. */
  matches: WaiverMatch[];
  /** The service's count (it may hold more than one page shows). */
  found: number;
  /** The questions the service answered, in the order they were asked. */
  answered: ServiceQuestion[];
  /**
   * The questions the text could also be that the service did not answer: "not
   * found" then holds only for the answered ones, and the page says what was not asked.
   */
  unasked: { question: ServiceQuestion; because: UnaskedBecause }[];
  /** Seconds until the account's searches free, when a question waited for them; else null. */
  retryAfterSeconds: number | null;
}

export interface WaiverDetail {
  waiver: SignedWaiver;
  /** 'copy': from the desk's copy (works offline); 'service': fetched now and added to the copy. */
  source: 'copy' | 'service';
  /** The desk's verdict on everyone on it (shared/desk/verdict.ts); the page says it in its words. */
  verdict: WaiverVerdict;
  /**
   * The other waivers of the same auto-tag in the desk's copy, newest first (a returning
   * customer's earlier ones); empty when it has no auto-tag or no other waiver.
   */
  sameTag: WaiverMatch[];
  /** Labels of the template's custom fields by guid (waiver- and participant-level). */
  fieldLabels: Record<string, string>;
  /** The waiver in the web console, from the Settings link template. */
  consoleUrl: string;
}
