/**
 * What a crash dump tells support: where the process stopped (the exception, the
 * module by its file name and the offset into it), the processor and the system,
 * and never the dump's memory, command line or environment, which can hold a
 * customer's details or the API key. And the rules of main's errors and of a
 * page that keeps crashing.
 */
import { describe, expect, it } from 'vitest';
import { createFaultJudge, NO_RESTART_AGAIN_MS } from '../../electron/recovery/main-faults.ts';
import { describeMinidump, summarizeMinidump } from '../../electron/recovery/minidump.ts';
import { createCrashCount, PAGE_RELOAD, pageToReload } from '../../electron/recovery/page-recovery.ts';
import { buildMinidump } from './minidump-fixture.ts';

const MEMORY = 'Ann Secretary ann.secretary@example.com 503-555-0100 WAIVER_DESK_API_KEY=k-live-8Hq2';

describe('a crash dump for support', () => {
  it('says where the process stopped, by module file name and offset, and nothing of its memory', () => {
    const dump = buildMinidump({
      modules: [
        {
          path: '/home/ann/Applications/waiver-desk/waiver-desk',
          base: 0x5555_0000_0000n,
          size: 0x0800_0000,
        },
        {
          path: 'C:\\Users\\ann\\AppData\\Local\\Programs\\Waiver Desk\\ffmpeg.dll',
          base: 0x7fff_1000_0000n,
          size: 0x10_0000,
        },
      ],
      exception: { code: 0xc0000005, address: 0x5555_0012_3456n },
      memory: MEMORY,
    });
    const summary = summarizeMinidump(dump);
    expect(summary).toEqual({
      exceptionCode: '0xC0000005',
      crashedIn: { module: 'waiver-desk', offset: '0x123456' },
      processor: 'x64',
      platform: 'Linux',
      modules: 2,
    });
    const line = describeMinidump(summary);
    expect(line).toBe('exception 0xC0000005 in waiver-desk at +0x123456; 2 modules loaded; x64, Linux');
    expect(line).not.toMatch(/ann|Secretary|example\.com|555|k-live/i);
  });

  it('reads a dump without an exception, and refuses what is not a dump', () => {
    const dump = buildMinidump({ modules: [], exception: null, memory: MEMORY });
    expect(describeMinidump(summarizeMinidump(dump))).toBe(
      'no exception recorded; 0 modules loaded; x64, Linux',
    );
    expect(summarizeMinidump(Buffer.from(MEMORY))).toBeNull();
    expect(summarizeMinidump(dump.subarray(0, 40))).toBeNull();
  });
});

describe("main's errors", () => {
  it('keep the desk serving; a burst restarts it once, and not again soon after', () => {
    let now = 1_000_000;
    const judge = createFaultJudge({ now: () => now, lastRestartMs: null });
    expect(judge.uncaught()).toBe('keep-serving');
    now += 61_000;
    expect(judge.uncaught()).toBe('keep-serving');
    expect(judge.uncaught()).toBe('keep-serving');
    expect(judge.uncaught()).toBe('restart');
    for (let error = 0; error < 3; error++) judge.uncaught();
    expect(judge.uncaught()).toBe('keep-serving-restarted-lately');
  });

  it('after a restart the last run made, a burst is not met with another for a while', () => {
    let now = 5_000_000;
    const judge = createFaultJudge({ now: () => now, lastRestartMs: now - 60_000 });
    judge.uncaught();
    judge.uncaught();
    expect(judge.uncaught()).toBe('keep-serving-restarted-lately');
    now += NO_RESTART_AGAIN_MS;
    judge.uncaught();
    judge.uncaught();
    expect(judge.uncaught()).toBe('restart');
  });
});

describe('a page that is gone', () => {
  const APP = 'app://waiver-desk';

  it('is loaded again on the app screen it was on, and at the start otherwise', () => {
    expect(pageToReload(`${APP}/index.html#/waivers/W-1`, APP)).toBe(`${APP}/index.html#/waivers/W-1`);
    expect(pageToReload('https://elsewhere.example/', APP)).toBe(`${APP}/index.html`);
    expect(pageToReload(null, APP)).toBe(`${APP}/index.html`);
  });

  it('waits longer after each crash in a row', () => {
    const count = createCrashCount();
    expect(count.reloadDelayMs(0)).toBe(PAGE_RELOAD.firstMs);
    expect(count.reloadDelayMs(1_000)).toBe(PAGE_RELOAD.firstMs * 2);
    expect(count.reloadDelayMs(2_000)).toBe(PAGE_RELOAD.firstMs * 4);
    // Long after: counted afresh.
    expect(count.reloadDelayMs(60 * 60_000)).toBe(PAGE_RELOAD.firstMs);
  });
});
