import { afterEach, describe, expect, it } from 'vitest';
import { RateLimitError } from '../../electron/http/errors.ts';
import { type StatusFixture, startStatusFixture } from './status-support.ts';

const STATUS_PATH = '/status/api/v1/status';

let fixture: StatusFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

/** Spends the sandbox's whole second of budget behind the client's back, as another page viewer would. */
async function spendTheSecond(current: StatusFixture): Promise<void> {
  const replies = await Promise.all(Array.from({ length: 10 }, () => current.raw('/api/v1/status')));
  expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
  expect((await current.raw('/api/v1/status')).status).toBe(429);
}

describe('status client: the 10 requests per second limit', () => {
  it('backs off after a 429 without Retry-After and retries the read to success', async () => {
    fixture = await startStatusFixture({ scenario: 'maintenance' });
    const current = fixture;
    // The sandbox's second is real time: on a busy machine it can end before the client
    // asks, and then there is no refusal to back off from. Spend it again until the
    // client's first ask is refused (each round is recorded apart), then judge that round.
    for (let round = 0; round < 5; round++) {
      const before = current.log.entries().length;
      await spendTheSecond(current);
      const page = await current.client.getPage();
      expect(page.state).toBe('under-maintenance');
      const answers = current.log
        .entries()
        .slice(before)
        .filter((entry) => entry.path === STATUS_PATH);
      if (answers.length === 1 && answers[0]?.status === 200) continue;
      expect(answers.map((entry) => entry.status)).toEqual([429, 200]);
      expect(answers[0]?.headers['retry-after']).toBeUndefined();
      return;
    }
    throw new Error('the client never asked within a spent second in five rounds');
  });

  it('surfaces a typed RateLimitError, with no stated wait, once its attempts are spent', async () => {
    fixture = await startStatusFixture({ retryPolicy: { maxAttempts: 1 } });
    await spendTheSecond(fixture);
    const failure = fixture.client.getPage();
    await expect(failure).rejects.toBeInstanceOf(RateLimitError);
    await expect(failure).rejects.toMatchObject({
      code: 'rate_limited',
      endpoint: 'GET /api/v1/status',
      status: 429,
      retryAfterSeconds: undefined,
    });
  });

  it('paces a burst of its own calls on the status budget so the service never refuses one', async () => {
    fixture = await startStatusFixture();
    const current = fixture;
    const pages = await Promise.all(Array.from({ length: 25 }, () => current.client.getPage()));
    expect(pages.every((page) => page.state === 'operational')).toBe(true);
    const statuses = current.log.entries().map((entry) => entry.status);
    expect(statuses).toEqual(Array(25).fill(200));
  });
});
