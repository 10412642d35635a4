/**
 * No answer is too big to survive: against a hostile local service that sends an
 * endless body, one declaring a gigabyte, or one byte now and then for ever, the
 * waiver and status clients stop at the route's ceiling (or the timeout, which
 * covers the body), fail with the typed error the contract edge words for the
 * person, and the process's memory does not follow the body.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BODY_CEILINGS } from '../../electron/http/body-ceilings.ts';
import { TimeoutError, TooLargeError } from '../../electron/http/errors.ts';
import { describeForDesk } from '../../electron/ipc/desk-failure.ts';
import { createStatusClient, type StatusClient } from '../../electron/services/status-api/index.ts';
import { createWaiverClient, type WaiverClient } from '../../electron/services/waiver-api/index.ts';
import { type OversizedServer, startOversizedServer } from '../support/oversized-server.ts';
import { worded } from '../support/worded.ts';

const MIB = 1024 * 1024;
/** Socket buffers on both sides may hold this much past what the reader took. */
const IN_FLIGHT_SLACK = 16 * MIB;

/** Runs `call` and reports how far the process's resident memory rose above where it started, at its peak. */
async function peakGrowth<T>(
  call: () => Promise<T>,
): Promise<{ outcome: PromiseSettledResult<T>; mb: number }> {
  globalThis.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  const [outcome] = await Promise.allSettled([call()]);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { outcome: outcome as PromiseSettledResult<T>, mb: (peak - start) / MIB };
}

function failure<T>(outcome: PromiseSettledResult<T>): unknown {
  if (outcome.status === 'fulfilled') throw new Error('the call succeeded on a hostile answer');
  return outcome.reason;
}

describe('answers larger than a desk takes', () => {
  let server: OversizedServer;
  let waiver: WaiverClient;
  let status: StatusClient;

  beforeAll(async () => {
    server = await startOversizedServer();
    // A timeout far longer than reading the ceiling takes: only the ceiling can stop these calls.
    waiver = createWaiverClient({
      baseUrl: server.url,
      apiKey: 'hostile-key',
      timeoutMs: 120_000,
      searchTimeoutMs: 120_000,
      retryPolicy: { maxAttempts: 1 },
    });
    status = createStatusClient({
      statusUrl: server.url,
      timeoutMs: 120_000,
      retryPolicy: { maxAttempts: 1 },
    });
  });

  afterAll(async () => {
    await waiver?.close();
    await status?.close();
    await server?.close();
  });

  beforeEach(() => server.reset());

  it('stops an endless status page at 1 MB, and says so in desk words', async () => {
    server.mode = 'endless';
    const { outcome, mb } = await peakGrowth(() => status.getPage());
    const error = failure(outcome);
    expect(error).toBeInstanceOf(TooLargeError);
    expect((error as TooLargeError).limitBytes).toBe(BODY_CEILINGS.smallJson);
    expect(server.bytesSent()).toBeLessThan(BODY_CEILINGS.smallJson + IN_FLIGHT_SLACK);
    expect(mb).toBeLessThan(48);
    const info = describeForDesk(error);
    expect(info).toMatchObject({ code: 'too_large' });
    const words = worded(info);
    expect(words.message).toBe(
      'The service sent more than a desk can take: the answer was over 1 MB, the most a desk takes for this kind of answer',
    );
    expect(words.message).not.toMatch(/GET|\/api\/|http/);
  });

  it('stops an endless page of search results at its ceiling, without holding what it read', async () => {
    server.mode = 'endless';
    const { outcome, mb } = await peakGrowth(() => waiver.searchResultsPageBody('guid', 0));
    const error = failure(outcome);
    expect(error).toBeInstanceOf(TooLargeError);
    expect((error as TooLargeError).limitBytes).toBe(BODY_CEILINGS.resultPage);
    expect(server.bytesSent()).toBeLessThan(BODY_CEILINGS.resultPage + IN_FLIGHT_SLACK);
    // The page's ceiling is 16 MB: memory rises by about that, not by what the service would send.
    expect(mb).toBeLessThan(96);
    await expect.poll(() => server.abandoned()).toBeGreaterThanOrEqual(1);
  });

  it('refuses a waiver whose declared length is past its ceiling before reading any of it', async () => {
    server.mode = 'declared';
    const { outcome, mb } = await peakGrowth(() => waiver.getWaiver('w1', { pdf: true }));
    const error = failure(outcome);
    expect(error).toBeInstanceOf(TooLargeError);
    expect((error as TooLargeError).limitBytes).toBe(BODY_CEILINGS.waiverWithPdf);
    // A gigabyte was declared; the desk took next to nothing of it.
    expect(server.bytesSent()).toBeLessThan(IN_FLIGHT_SLACK);
    expect(mb).toBeLessThan(48);
    expect(worded(describeForDesk(error)).message).toContain('over 32 MB');
  });

  it('times out a body that never ends, however slowly it comes: the timeout covers the body', async () => {
    server.mode = 'slow';
    const impatient = createWaiverClient({
      baseUrl: server.url,
      apiKey: 'hostile-key',
      timeoutMs: 400,
      retryPolicy: { maxAttempts: 1 },
    });
    try {
      const error = await impatient.getSettings().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TimeoutError);
      expect(describeForDesk(error).code).toBe('timeout');
      await expect.poll(() => server.abandoned()).toBeGreaterThanOrEqual(1);
    } finally {
      await impatient.close();
    }
  });
});
