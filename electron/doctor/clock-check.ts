/**
 * Whether this computer's clock and the desk's time zone can be trusted: the
 * desk works out "today" and "the current hour" (which the check-in listing
 * refuses) locally, so a clock minutes off or a zone other than intended shows
 * the wrong arrivals.
 */
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
function describeSkew(skewMs: number): string {
  if (Math.abs(skewMs) <= IN_STEP_MS) return 'in step with the service';
  const seconds = Math.round(Math.abs(skewMs) / 1_000);
  const amount = seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
  return `${amount} ${skewMs < 0 ? 'ahead of' : 'behind'} the service`;
}

export function checkClock(input: ClockInput): CheckResult {
  const { now, timeZone, systemTimeZone } = input;
  const deskOffset = utcOffset(timeZone, now);
  const zone = `time zone ${timeZone} (${deskOffset}), local time ${formatLocal(now, timeZone)}`;
  let outcome: CheckOutcome = 'PASS';
  const fixes: string[] = [];
  const found: string[] = [];

  const dateHeader = input.answer?.headers.date;
  const serverTime = typeof dateHeader === 'string' ? Date.parse(dateHeader) : Number.NaN;
  if (input.answer === undefined || Number.isNaN(serverTime)) {
    outcome = 'WARN';
    found.push('clock not compared: no answer from the service carried its time');
  } else {
    const skewMs = serverTime - input.answer.receivedAt;
    found.push(`clock ${describeSkew(skewMs)}`);
    if (Math.abs(skewMs) > IN_STEP_MS) {
      outcome = Math.abs(skewMs) > MISLEADING_MS ? 'FAIL' : 'WARN';
      fixes.push("Set this computer's clock to update automatically (network time)");
    }
  }
  found.push(zone);

  const systemOffset = utcOffset(systemTimeZone, now);
  if (systemOffset !== deskOffset) {
    if (outcome === 'PASS') outcome = 'WARN';
    found.push(`but this computer is set to ${systemTimeZone} (${systemOffset})`);
    fixes.push(
      'The desk shows times in its configured zone; if that is not the business’s zone, correct WAIVER_DESK_TIME_ZONE or the time zone in Settings',
    );
  }
  return checkResult('clock', outcome, found.join('; '), fixes.length > 0 ? fixes.join('. ') : undefined);
}
