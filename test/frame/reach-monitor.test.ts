import { describe, expect, it } from 'vitest';
import { createReachMonitor, type ReachSnapshot } from '../../electron/runtime/reach-monitor.ts';
import { ManualClock } from '../client/support/manual-clock.ts';

function rig(probeAnswers: boolean[]) {
  const clock = new ManualClock();
  const changes: ReachSnapshot['service'][] = [];
  let probes = 0;
  const monitor = createReachMonitor({
    clock,
    probeDelayMs: 1_000,
    maxProbeDelayMs: 4_000,
    probe: async () => {
      probes += 1;
      if (!probeAnswers.shift()) throw new Error('no answer');
    },
    onChange: (snapshot) => changes.push(snapshot.service),
  });
  return { clock, changes, monitor, probes: () => probes };
}

describe("the desk's view of the service", () => {
  it('goes offline on an unreachable call and back online by itself once a probe answers', async () => {
    const { clock, changes, monitor, probes } = rig([false, false, true]);
    monitor.record('answered');
    monitor.record('unreachable');
    expect(changes).toEqual(['online', 'offline']);
    await clock.advance(1_000);
    expect(probes()).toBe(1);
    // Pauses grow: the second probe comes 2 s after the first failed, the third 4 s later.
    await clock.advance(1_999);
    expect(probes()).toBe(1);
    await clock.advance(1);
    expect(probes()).toBe(2);
    await clock.advance(4_000);
    expect(probes()).toBe(3);
    expect(changes).toEqual(['online', 'offline', 'online']);
    expect(clock.pendingTimers).toBe(0);
  });

  it('reports a change once, not for every failing call, and keeps the last answer time', () => {
    const { clock, changes, monitor } = rig([]);
    monitor.record('failing');
    const answeredAt = clock.now();
    monitor.record('failing');
    monitor.record('unreachable');
    monitor.record('unreachable');
    expect(changes).toEqual(['failing', 'offline']);
    expect(monitor.snapshot().lastAnsweredAt).toBe(answeredAt);
  });

  it('leaves no timer after close', () => {
    const { clock, monitor } = rig([]);
    monitor.record('unreachable');
    expect(clock.pendingTimers).toBe(1);
    monitor.close();
    expect(clock.pendingTimers).toBe(0);
  });
});

describe('the heartbeat of a quiet desk', () => {
  /** A service that never answers: each ping hangs until the monitor gives up on it. */
  function silentRig() {
    const clock = new ManualClock();
    const changes: ReachSnapshot['service'][] = [];
    let pings = 0;
    let answering = true;
    const monitor = createReachMonitor({
      clock,
      heartbeatMs: 5_000,
      answerWithinMs: 5_000,
      probeDelayMs: 1_000,
      maxProbeDelayMs: 4_000,
      probe: (signal) => {
        pings += 1;
        if (answering) return Promise.resolve('pong');
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
      onChange: (snapshot) => changes.push(snapshot.service),
    });
    return {
      clock,
      changes,
      monitor,
      pings: () => pings,
      stopAnswering: () => {
        answering = false;
      },
    };
  }

  it('pings at once a desk that has not heard from the service (one that follows a shared copy)', async () => {
    const { clock, changes, monitor, pings } = silentRig();
    expect(monitor.snapshot().service).toBe('unknown');
    await clock.advance(0);
    expect(pings()).toBe(1);
    expect(changes).toEqual(['online']);
    monitor.close();
  });

  it('shows a service that stopped answering within the heartbeat and the answer limit, 10 s', async () => {
    const { clock, changes, monitor, pings, stopAnswering } = silentRig();
    await clock.advance(0);
    stopAnswering();
    // The next ping goes 5 s after the last answer, and gets none.
    await clock.advance(5_000);
    expect(pings()).toBe(2);
    await clock.advance(4_999);
    expect(changes).toEqual(['online']);
    await clock.advance(1);
    expect(changes).toEqual(['online', 'offline']);
    expect(monitor.snapshot().since - (monitor.snapshot().lastAnsweredAt ?? 0)).toBe(10_000);
    monitor.close();
    expect(clock.pendingTimers).toBe(0);
  });

  it('never pings while the desk’s own calls keep hearing from the service', async () => {
    const { clock, monitor, pings } = silentRig();
    await clock.advance(0);
    for (let second = 0; second < 60; second += 3) {
      monitor.record('answered');
      await clock.advance(3_000);
    }
    expect(pings()).toBe(1);
    monitor.close();
  });

  it('leaves a service that answers with server errors failing, not offline', async () => {
    const clock = new ManualClock();
    const changes: ReachSnapshot['service'][] = [];
    const monitor = createReachMonitor({
      clock,
      heartbeatMs: 5_000,
      probe: async () => {
        // The call itself reports the server error, as the transport does.
        monitor.record('failing');
        throw new Error('503');
      },
      onChange: (snapshot) => changes.push(snapshot.service),
    });
    await clock.advance(0);
    expect(changes).toEqual(['failing']);
    monitor.close();
  });
});
