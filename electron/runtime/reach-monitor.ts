/**
 * The waiver service as this desk sees it, from the outcome of every call. When
 * the service stops answering (or answers only with server errors) it probes
 * `/ping` (outside the rate budget) with growing pauses, so the desk learns the
 * service is back without anyone pressing a button, and screens recover by themselves.
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

  const stopProbing = () => {
    cancelProbe?.();
    cancelProbe = null;
    probing?.abort();
    probing = null;
    failedProbes = 0;
  };

  const scheduleProbe = () => {
    if (closed || cancelProbe || probing) return;
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
    if (service === 'online') stopProbing();
    else scheduleProbe();
    if (changed) options.onChange(snapshot);
  }

  return {
    record,
    snapshot: () => snapshot,
    close() {
      closed = true;
      stopProbing();
    },
  };
}
