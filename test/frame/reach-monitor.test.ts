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
