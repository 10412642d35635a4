/**
 * The generated account a sandbox serves. Everything is built once at start from a
 * seed and the clock's start time; request handlers read it through indexes and
 * never copy it. Bulky binary parts (PDF, photos, signatures) are not stored: they
 * are rendered on request from the waiver they belong to.
 */
import type { CheckIn, SignedWaiver, WaiverTemplate } from '../../../../shared/domain/waiver.ts';

export interface SandboxAccount {
  /** `data.user` of a group reservation. */
  id: number;
  businessName: string;
  /** IANA zone of the business: check-ins fall in its opening hours. */
  timeZone: string;
}

export interface GenerateOptions {
  seed: number;
  /** How many signed waivers to generate. */
  waivers: number;
  /** Epoch ms of "now" at generation; data reaches to the end of that local day. */
  now: number;
  timeZone: string;
  /** How many days back the signing history reaches. */
  historyDays?: number;
}

export interface SandboxDataset {
  account: SandboxAccount;
  /** Every template with its custom field definitions filled in. */
  templates: WaiverTemplate[];
  /** Oldest first; `pdf` is always '' here. `createdOn` may lie in the future of the clock: handlers hide those. */
  waivers: SignedWaiver[];
  /** Oldest first; `date` may lie in the future of the clock: handlers hide those. */
  checkins: CheckIn[];
}
