/**
 * The waiver service as this desk sees it, from the outcome of every call. When
 * the service stops answering (or answers only with server errors) it probes
 * `/ping` (outside the rate budget) with growing pauses, so the desk learns the
 * service is back without anyone pressing a button, and screens recover by themselves.
 *
 * With a heartbeat, a desk that has not heard from the service for `heartbeatMs`
 * (a quiet desk, or one that follows a shared copy and calls the service for
 * nothing) pings it too, and takes no answer within `answerWithinMs` as none:
 * a service that stops answering is shown within the two together, not at the
 * desk's next call a minute later. `/ping` costs the account's budget nothing.
 */
import type { ReachState } from '../../shared/ipc/events.ts';
import { backoffDelayMs } from '../../shared/time/backoff.ts';
import { type Clock, systemClock } from '../http/clock.ts';
import type { ReachOutcome } from '../http/transport.ts';

export interface ReachSnapshot {
  service: ReachState;
  since: number;
  lastAnsweredAt: number | null;
}

export interface ReachMonitorOptions {
  /** Resolves when the service answered; rejects when it did not. */
  probe: (signal: AbortSignal) => Promise<unknown>;
  onChange: (snapshot: ReachSnapshot) => void;
  clock?: Clock;
  /** First pause between probes; doubles up to `maxProbeDelayMs`. */
  probeDelayMs?: number;
  maxProbeDelayMs?: number;
  /** While the service answers: ping it after this long without hearing from it. None when left out. */
  heartbeatMs?: number;
  /** A heartbeat ping not answered within this long counts as no answer; default 5 s. */
  answerWithinMs?: number;
}

export interface ReachMonitor {
  record(outcome: ReachOutcome): void;
  snapshot(): ReachSnapshot;
  close(): void;
}

const STATE_OF: Record<ReachOutcome, ReachState> = {
  answered: 'online',
  failing: 'failing',
  unreachable: 'offline',
};

export function createReachMonitor(options: ReachMonitorOptions): ReachMonitor {
  const clock = options.clock ?? systemClock;
  const probeBackoff = { firstMs: options.probeDelayMs ?? 5_000, maxMs: options.maxProbeDelayMs ?? 60_000 };
  let snapshot: ReachSnapshot = { service: 'unknown', since: clock.now(), lastAnsweredAt: null };
  let cancelProbe: (() => void) | null = null;
  let probing: AbortController | null = null;
  /** Probes failed in a row since the service was last seen online. */
  let failedProbes = 0;
  let closed = false;
  const { heartbeatMs } = options;
  const answerWithinMs = options.answerWithinMs ?? 5_000;
  let cancelHeartbeat: (() => void) | null = null;
  let beating: AbortController | null = null;

  const stopHeartbeat = () => {
    cancelHeartbeat?.();
    cancelHeartbeat = null;
    beating?.abort();
    beating = null;
  };

  /** The next heartbeat, `heartbeatMs` after the service was last heard from; at once before it ever was. */
  const scheduleHeartbeat = () => {
    if (closed || heartbeatMs === undefined || cancelHeartbeat || beating || cancelProbe || probing) return;
    const heardAt = snapshot.lastAnsweredAt;
    const dueIn = heardAt === null ? 0 : Math.max(0, heardAt + heartbeatMs - clock.now());
    cancelHeartbeat = clock.setTimer(() => {
      cancelHeartbeat = null;
      // Heard from since it was planned: no ping needed yet.
      if (snapshot.lastAnsweredAt !== null && clock.now() - snapshot.lastAnsweredAt < heartbeatMs) {
        scheduleHeartbeat();
        return;
      }
      beat();
    }, dueIn);
  };

  const beat = () => {
    const controller = new AbortController();
    beating = controller;
    let settled = false;
    /** The first of the answer, the failure and the deadline decides; whatever comes after finds it decided. */
    const settle = (outcome: 'answered' | 'failed' | 'silent') => {
      if (settled) return;
      settled = true;
      cancelDeadline();
      if (outcome === 'silent') controller.abort();
      if (beating !== controller) return;
      beating = null;
      if (outcome === 'answered') record('answered');
      // Silence is an answer too: no word within the limit, the service is not answering. A failed
      // call reported what went wrong itself (server errors, no answer); unless it did, none came.
      else if (outcome === 'silent' || snapshot.service === 'online' || snapshot.service === 'unknown')
        record('unreachable');
      else scheduleProbe();
    };
    const cancelDeadline = clock.setTimer(() => settle('silent'), answerWithinMs);
    options.probe(controller.signal).then(
      () => settle('answered'),
      () => settle('failed'),
    );
  };

  const stopProbing = () => {
    cancelProbe?.();
    cancelProbe = null;
    probing?.abort();
    probing = null;
    failedProbes = 0;
  };

  const scheduleProbe = () => {
    if (closed || cancelProbe || probing) return;
    stopHeartbeat();
    cancelProbe = clock.setTimer(
      () => {
        cancelProbe = null;
        const controller = new AbortController();
        probing = controller;
        options.probe(controller.signal).then(
          () => {
            if (probing !== controller) return;
            probing = null;
            record('answered');
          },
          () => {
            if (probing !== controller) return;
            probing = null;
            failedProbes += 1;
            scheduleProbe();
          },
        );
      },
      backoffDelayMs(probeBackoff, failedProbes + 1),
    );
  };

  function record(outcome: ReachOutcome): void {
    if (closed) return;
    const now = clock.now();
    const service = STATE_OF[outcome];
    const lastAnsweredAt = outcome === 'unreachable' ? snapshot.lastAnsweredAt : now;
    const changed = service !== snapshot.service;
    snapshot = { service, since: changed ? now : snapshot.since, lastAnsweredAt };
    if (service === 'online') {
      stopProbing();
      scheduleHeartbeat();
    } else scheduleProbe();
    if (changed) options.onChange(snapshot);
  }

  // From the start: a desk that calls nothing learns how the service stands within one heartbeat.
  scheduleHeartbeat();

  return {
    record,
    snapshot: () => snapshot,
    close() {
      closed = true;
      stopProbing();
      stopHeartbeat();
    },
  };
}
