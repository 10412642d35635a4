/**
 * Builds the sandbox's account from a seed and a moment: templates, signed waivers
 * spread over the history (busier on weekends and in opening hours), returning
 * customers, and check-ins that cover every local hour of every day. Same options,
 * same bytes.
 */
import type { CheckIn, SignedWaiver } from '../../../../shared/domain/waiver.ts';
import { buildZoneCalendar, hourIndexAt, localDateAt } from './calendar.ts';
import { CheckInLog, checkInAtSigning } from './checkins.ts';
import type { GenerateOptions, SandboxAccount, SandboxDataset } from './dataset.ts';
import { type CalendarDate, formatInstant, MS_PER_DAY } from './iso.ts';
import { createHousehold, type Household } from './people.ts';
import { createRandom, mixSeed, type Random } from './random.ts';
import { householdFromWaiver } from './returning.ts';
import { addReturnVisits, fillQuietHours, signingInstants } from './schedule.ts';
import {
  buildTemplates,
  TEMPLATE_PLANS,
  type TemplatePlan,
  templatePlanFor,
  UnknownTemplateError,
  type WaiverKind,
} from './templates.ts';
import { buildWaiver } from './waivers.ts';

export class InvalidGenerateOptionsError extends Error {
  readonly code = 'invalid_generate_options';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidGenerateOptionsError';
  }
}

const DEFAULT_HISTORY_DAYS = 120;
const WAIVER_ID_LENGTH = 22;
/** Share of signings by someone who has signed before (once the pool has filled a little). */
const RETURNING_SIGNER_RATE = 0.25;
const AUTO_TAG_RATE = 0.4;
const EXPIRED_RATE = 0.055;

// biome-ignore format: a compact data table reads better than one name per line
const BUSINESS_NAMES: readonly string[] = [
  'Riverside Adventure Co.', 'Big Sky Fun Center', 'Cascade Outdoor Collective', "Maple & Pine Adventures",
  'Granite Peak Recreation',
];

const SIGNABLE_PLANS: readonly (readonly [TemplatePlan, number])[] = TEMPLATE_PLANS.filter(
  (plan) => plan.signingWeight > 0,
).map((plan) => [plan, plan.signingWeight]);

/** Independent streams so that, say, more check-ins do not reshuffle who signed. */
const STREAM = { account: 1, times: 2, people: 3, checkins: 4, signing: 5 } as const;

function validate(options: GenerateOptions, historyDays: number): void {
  if (!Number.isInteger(options.waivers) || options.waivers < 0) {
    throw new InvalidGenerateOptionsError(`waivers must be a non-negative integer, got ${options.waivers}`);
  }
  if (!Number.isInteger(historyDays) || historyDays < 1) {
    throw new InvalidGenerateOptionsError(`historyDays must be a positive integer, got ${historyDays}`);
  }
  if (!Number.isFinite(options.now)) {
    throw new InvalidGenerateOptionsError(`now must be epoch milliseconds, got ${options.now}`);
  }
  if (!Number.isFinite(options.seed)) {
    throw new InvalidGenerateOptionsError(`seed must be a number, got ${options.seed}`);
  }
}

function createAccount(seed: number, timeZone: string): SandboxAccount {
  const rng = createRandom(mixSeed(seed, STREAM.account));
  return { id: rng.int(100_000, 999_999), businessName: rng.pick(BUSINESS_NAMES), timeZone };
}

function kioskAddress(rng: Random): string {
  return `203.0.113.${rng.int(10, 250)}`;
}

function uniqueWaiverId(rng: Random, taken: (id: string) => boolean): string {
  for (;;) {
    const id = rng.base62(WAIVER_ID_LENGTH);
    if (!taken(id)) return id;
  }
}

/** The waiver's expiry: some older waivers have passed their days-to-expiration. */
function expirationOf(
  rng: Random,
  createdMs: number,
  now: number,
): { expirationDate: string; expired: boolean } {
  const daysSince = Math.floor((now - createdMs) / MS_PER_DAY);
  if (daysSince < 3 || !rng.chance(EXPIRED_RATE)) return { expirationDate: '', expired: false };
  return { expirationDate: formatInstant(createdMs + rng.int(1, daysSince - 1) * MS_PER_DAY), expired: true };
}

interface SignerPool {
  households: Household[];
  emails: Set<string>;
  nextCustomerNumber: number;
}

function customerTag(pool: SignerPool, rng: Random): string {
  pool.nextCustomerNumber += rng.int(1, 9);
  return `M-${String(pool.nextCustomerNumber).padStart(6, '0')}`;
}

/** Either someone from the pool signs again, or a new household signs and joins it. */
function nextSigner(
  rng: Random,
  pool: SignerPool,
  on: CalendarDate,
): { household: Household; plan: TemplatePlan; kind: WaiverKind } {
  if (pool.households.length >= 20 && rng.chance(RETURNING_SIGNER_RATE)) {
    const household = rng.pick(pool.households);
    const plan = rng.chance(0.75) ? household.favoritePlan : rng.weighted(SIGNABLE_PLANS);
    return { household, plan, kind: pickKind(rng, plan) };
  }
  const plan = rng.weighted(SIGNABLE_PLANS);
  const kind = pickKind(rng, plan);
  const autoTag = rng.chance(AUTO_TAG_RATE) ? customerTag(pool, rng) : '';
  const household = createHousehold(rng, {
    kind,
    plan,
    on,
    autoTag,
    isEmailTaken: (email) => pool.emails.has(email),
  });
  pool.households.push(household);
  pool.emails.add(household.email);
  return { household, plan, kind };
}

function pickKind(rng: Random, plan: TemplatePlan): WaiverKind {
  return rng.weighted(plan.kinds);
}

export function generateDataset(options: GenerateOptions): SandboxDataset {
  const historyDays = options.historyDays ?? DEFAULT_HISTORY_DAYS;
  validate(options, historyDays);
  const calendar = buildZoneCalendar(options.now, options.timeZone, historyDays);
  const account = createAccount(options.seed, options.timeZone);
  const templates = buildTemplates(calendar.hourStarts[0] as number);

  const signedAt = signingInstants(
    createRandom(mixSeed(options.seed, STREAM.times)),
    calendar,
    options.waivers,
  );
  const rng = createRandom(mixSeed(options.seed, STREAM.people));
  const kioskIP = kioskAddress(rng);
  const today = calendar.days[calendar.days.length - 1]!;
  const pool: SignerPool = { households: [], emails: new Set(), nextCustomerNumber: rng.int(1_200, 4_800) };
  const ids = new Set<string>();
  const waivers: SignedWaiver[] = new Array(options.waivers);
  const signDays = new Int32Array(options.waivers);
  const checkinRng = createRandom(mixSeed(options.seed, STREAM.checkins));
  const log = new CheckInLog(waivers);
  for (let i = 0; i < options.waivers; i++) {
    const createdMs = signedAt[i] as number;
    const dayIndex = Math.floor(hourIndexAt(calendar, createdMs) / 24);
    const signedOn = calendar.days[dayIndex]!;
    const { household, plan, kind } = nextSigner(rng, pool, signedOn);
    const waiverId = uniqueWaiverId(rng, (id) => ids.has(id));
    ids.add(waiverId);
    const waiver = buildWaiver(rng, {
      waiverId,
      plan,
      kind,
      household,
      createdMs,
      signedOn,
      today,
      ...expirationOf(rng, createdMs, options.now),
      kioskIP,
    });
    waivers[i] = waiver;
    signDays[i] = dayIndex;
    checkInAtSigning(checkinRng, log, i, createdMs, calendar.endMs);
  }
  addReturnVisits(checkinRng, calendar, signDays, log);
  fillQuietHours(checkinRng, calendar, signedAt, log);
  const checkins = log.toCheckIns(checkinRng, checkinRng.int(30_000_000, 39_000_000));
  return { account, templates, waivers, checkins };
}

function maxCheckinId(checkins: readonly CheckIn[]): number {
  let max = 0;
  for (const checkin of checkins) if (checkin.checkinId > max) max = checkin.checkinId;
  return max;
}

/** Someone who signed an earlier waiver of the dataset, if a few random draws find one. */
function returningHousehold(
  rng: Random,
  dataset: Readonly<SandboxDataset>,
  now: number,
  plan: TemplatePlan,
): Household | null {
  const nowIso = formatInstant(now);
  for (let attempt = 0; attempt < 20 && dataset.waivers.length > 0; attempt++) {
    const earlier = rng.pick(dataset.waivers);
    if (earlier.createdOn > nowIso) continue;
    const household = householdFromWaiver(earlier, plan);
    if (household) return household;
  }
  return null;
}

function newWalkIn(
  rng: Random,
  dataset: Readonly<SandboxDataset>,
  plan: TemplatePlan,
  kind: WaiverKind,
  on: CalendarDate,
): Household {
  // Customer numbers above the history's, so a walk-in never shares one by accident.
  const autoTag = rng.chance(AUTO_TAG_RATE) ? rng.fill('M-9#####') : '';
  return createHousehold(rng, {
    kind,
    plan,
    on,
    autoTag,
    isEmailTaken: (email) => dataset.waivers.some((waiver) => waiver.email === email),
  });
}

/**
 * A walk-in signing at `now`: a new household, or now and then someone who signed
 * before, signs `templateId` (or a template drawn like the history's) and checks in.
 * The dataset is only read, for returning signers and unique ids.
 */
export function generateSigning(
  dataset: Readonly<SandboxDataset>,
  input: { seed: number; now: number; templateId?: string },
): { waiver: SignedWaiver; checkins: CheckIn[] } {
  const rng = createRandom(mixSeed(input.seed, input.now, STREAM.signing));
  const plan =
    input.templateId === undefined ? rng.weighted(SIGNABLE_PLANS) : templatePlanFor(input.templateId);
  if (!dataset.templates.some((template) => template.templateId === plan.templateId)) {
    throw new UnknownTemplateError(plan.templateId);
  }
  const signedOn = localDateAt(input.now, dataset.account.timeZone);
  const kind = pickKind(rng, plan);
  const household =
    (rng.chance(RETURNING_SIGNER_RATE) && returningHousehold(rng, dataset, input.now, plan)) ||
    newWalkIn(rng, dataset, plan, kind, signedOn);
  const waiverId = uniqueWaiverId(rng, (id) => dataset.waivers.some((waiver) => waiver.waiverId === id));
  const kioskWaiver = dataset.waivers.find((waiver) => waiver.kiosk);
  const waiver = buildWaiver(rng, {
    waiverId,
    plan,
    kind,
    household,
    createdMs: input.now,
    signedOn,
    today: signedOn,
    expirationDate: '',
    expired: false,
    kioskIP: kioskWaiver?.clientIP ?? kioskAddress(rng),
  });
  const log = new CheckInLog([waiver]);
  checkInAtSigning(rng, log, 0, input.now, Number.POSITIVE_INFINITY);
  return { waiver, checkins: log.toCheckIns(rng, maxCheckinId(dataset.checkins) + 1) };
}
