/**
 * Whether this computer's clock and the desk's time zone can be trusted: the
 * desk works out "today" and "the current hour" (which the check-in listing
 * refuses) locally, so a clock minutes off or a zone other than intended shows
 * the wrong arrivals.
 */

import { ENV_NAMES } from '../runtime/env.ts';
import { type Said, said } from './doctor-words.ts';
import { formatLocal, utcOffset } from './local-time.ts';
import type { LoggedResponse } from './response-log.ts';
import { type CheckOutcome, type CheckResult, checkResult } from './result.ts';

/** The service's `Date` has whole seconds and the answer took a moment: this much apart is the same time. */
const IN_STEP_MS = 30_000;
/** Beyond this the desk's "current hour" may differ from the service's. */
const MISLEADING_MS = 120_000;

export interface ClockInput {
  /** The desk's configured zone (already known to be valid). */
  timeZone: string;
  /** The zone this computer is set to. */
  systemTimeZone: string;
  now: Date;
  /** Any answer from the waiver service, for its `Date` header. */
  answer: LoggedResponse | undefined;
}

/** Positive `skewMs`: the service is ahead, so this computer is behind. */
function describeSkew(skewMs: number): Said {
  if (Math.abs(skewMs) <= IN_STEP_MS) return said('doctor.clock.inStep');
  const seconds = Math.round(Math.abs(skewMs) / 1_000);
  return said('doctor.clock.skew', {
    unit: seconds < 120 ? 'seconds' : 'minutes',
    amount: seconds < 120 ? seconds : Math.round(seconds / 60),
    direction: skewMs < 0 ? 'ahead' : 'behind',
  });
}

export function checkClock(input: ClockInput): CheckResult {
  const { now, timeZone, systemTimeZone } = input;
  const deskOffset = utcOffset(timeZone, now);
  const zone = said('doctor.clock.zone', {
    zone: timeZone,
    offset: deskOffset,
    time: formatLocal(now, timeZone),
  });
  let outcome: CheckOutcome = 'PASS';
  const fixes: Said[] = [];
  const found: Said[] = [];

  const dateHeader = input.answer?.headers.date;
  const serverTime = typeof dateHeader === 'string' ? Date.parse(dateHeader) : Number.NaN;
  if (input.answer === undefined || Number.isNaN(serverTime)) {
    outcome = 'WARN';
    found.push(said('doctor.clock.notCompared'));
  } else {
    const skewMs = serverTime - input.answer.receivedAt;
    found.push(describeSkew(skewMs));
    if (Math.abs(skewMs) > IN_STEP_MS) {
      outcome = Math.abs(skewMs) > MISLEADING_MS ? 'FAIL' : 'WARN';
      fixes.push(said('doctor.clock.fix.networkTime'));
    }
  }
  found.push(zone);

  const systemOffset = utcOffset(systemTimeZone, now);
  if (systemOffset !== deskOffset) {
    if (outcome === 'PASS') outcome = 'WARN';
    found.push(said('doctor.clock.systemZone', { zone: systemTimeZone, offset: systemOffset }));
    fixes.push(said('doctor.clock.fix.zone', { variable: ENV_NAMES.timeZone }));
  }
  return checkResult('clock', outcome, found, fixes);
}
