/**
 * Every error type the client raises, provoked through the real sandbox over HTTP.
 * 429s need a running sandbox clock, so they live in sandbox-rate.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiError,
  AuthError,
  CancelledError,
  DataError,
  LabelInUseError,
  NetworkError,
  NotFoundError,
  ParameterError,
  ProtocolError,
  ServerError,
  TimeoutError,
  UnsupportedMediaError,
} from '../../electron/http/errors.ts';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import type { WaiverClientOptions } from '../../electron/services/waiver-api/index.ts';
import { ManualClock } from './support/manual-clock.ts';
import { FROZEN_AT, type Rig, startRig } from './support/sandbox.ts';

let rig: Rig;

beforeAll(async () => {
  rig = await startRig();
});

afterEach(() => {
  rig.sandbox.faults.clear();
});

afterAll(async () => {
  await rig?.close();
});

const templateId = () => rig.sandbox.dataset.templates[0]?.templateId as string;

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const hitsOf = (id: string) => rig.sandbox.faults.list().find((fault) => fault.id === id)?.hits;

describe('service errors', () => {
  it('400: a required parameter left empty is a ParameterError naming it', async () => {
    const error = await failure(
      rig.client.listCheckins({ fromDts: '', toDts: new Date(FROZEN_AT - 7_200_000) }),
    );
    expect(error).toBeInstanceOf(ParameterError);
    expect(error).toMatchObject({ code: 'parameter_error', status: 400, endpoint: 'GET /v4/checkins' });
    expect(error.serviceMessage).toMatch(/fromDts/);
  });

  it('401: a wrong key is an AuthError', async () => {
    // A key shaped like one: every key a client is made with is a secret from then on, in this
    // worker's later files too, and the word "wrong" was scrubbed from their answers (a manager
    // PIN's "wrong" read "[secret]" in test/desk/manager-lock.test.ts).
    const error = await failure(rig.clientWith({ apiKey: 'k-not-this-account-7f3a' }).listTemplates());
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'auth_error', status: 401 });
  });

  it('402: a window reaching into the current hour is a DataError with the service message', async () => {
    const error = await failure(
      rig.client.listCheckins({ fromDts: new Date(FROZEN_AT - 7_200_000), toDts: new Date(FROZEN_AT) }),
    );
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ code: 'data_error', status: 402 });
    expect(error.serviceMessage).toMatch(/current hour/);
  });

  it('404: an unknown waiver is a NotFoundError', async () => {
    const error = await failure(rig.client.getWaiver('no-such-waiver'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ code: 'not_found', status: 404, endpoint: 'GET /v4/waivers/{waiverId}' });
  });

  it('406: a label already in use is a LabelInUseError', async () => {
    await rig.client.createPublishedKey('Kiosk');
    const error = await failure(rig.client.createPublishedKey('Kiosk'));
    expect(error).toBeInstanceOf(LabelInUseError);
    expect(error).toMatchObject({ code: 'conflict', status: 406 });
  });

  it('406: a refused content type is an UnsupportedMediaError', async () => {
    // The client always sends JSON, so the sandbox is made to answer 406 the way it does for other content types.
    rig.sandbox.faults.add({ route: '/v4/keys/published', method: 'POST', kind: 'status', status: 406 });
    const error = await failure(rig.client.createPublishedKey('Lobby'));
    expect(error).toBeInstanceOf(UnsupportedMediaError);
    expect(error).toMatchObject({ code: 'unsupported_media', status: 406 });
  });

  it('5xx: a server failure on a write is a ServerError', async () => {
    rig.sandbox.faults.add({ route: '/groups/store', kind: 'status', status: 500 });
    const error = await failure(
      rig.client.createGroup({
        event: { event_date: '2025-03-20T15:00:00+00:00', leader: 'Team' },
        leader: { first_name: 'A', last_name: 'B', email: 'a@example.test' },
        template: templateId(),
      }),
    );
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ code: 'server_error', status: 500, endpoint: 'POST /groups/store' });
  });
});

describe('transport failures', () => {
  it('a reset connection is a NetworkError', async () => {
    rig.sandbox.faults.add({ route: '/v4/sms', kind: 'reset' });
    const error = await failure(rig.client.sendSms({ templateId: templateId(), number: 5415550100 }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.code).toBe('network');
  });

  it('a read whose connection resets once is retried and succeeds', async () => {
    const reset = rig.sandbox.faults.add({ route: '/v4/settings', kind: 'reset', times: 1 });
    expect(await rig.client.getSettings()).toHaveProperty('console');
    expect(rig.sandbox.faults.list().some((fault) => fault.id === reset.id)).toBe(false);
  });

  // The timeouts run on a clock the test moves, once the service holds the request:
  // how busy the machine is cannot decide whether an answer beats a timeout.
  /** The service holds /v4/settings far longer than any test moves the clock. */
  const holdSettings = () => rig.sandbox.faults.add({ route: '/v4/settings', kind: 'latency', ms: 600_000 });
  const onClock = (clock: ManualClock, overrides: Partial<WaiverClientOptions>) =>
    rig.clientWith({ scheduler: createRequestScheduler({ clock }), ...overrides });
  /** Waits (on the real clock) until the service has taken `count` requests of the fault. */
  const heldRequests = (id: string, count: number) =>
    expect.poll(() => hitsOf(id), { timeout: 30_000 }).toBe(count);

  it('no answer within timeoutMs is a TimeoutError', async () => {
    const held = holdSettings();
    const clock = new ManualClock();
    const impatient = onClock(clock, { timeoutMs: 50, retryPolicy: { maxAttempts: 1 } });
    let settled = false;
    const call = failure(impatient.getSettings()).finally(() => {
      settled = true;
    });
    await heldRequests(held.id, 1);
    await clock.advance(49);
    expect(settled).toBe(false);
    await clock.advance(1);
    const error = await call;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'timeout', endpoint: 'GET /v4/settings' });
  });

  it('a read that keeps timing out is tried maxAttempts times', async () => {
    const held = holdSettings();
    const clock = new ManualClock();
    const impatient = onClock(clock, { timeoutMs: 40, retryPolicy: { maxAttempts: 3, baseDelayMs: 5 } });
    const call = failure(impatient.getSettings());
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await heldRequests(held.id, attempt);
      // Its timeout, then the longest backoff before the next attempt.
      await clock.advance(40);
      await clock.advance(5 * 2 ** (attempt - 1));
    }
    expect(await call).toBeInstanceOf(TimeoutError);
    expect(hitsOf(held.id)).toBe(3);
  });

  it('a 200 whose body is broken JSON is a ProtocolError, not retried', async () => {
    const broken = rig.sandbox.faults.add({ route: '/v4/templates', kind: 'malformed-json' });
    const error = await failure(rig.client.listTemplates());
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error.message).toMatch(/^GET \/v4\/templates: body is not JSON/);
    expect(hitsOf(broken.id)).toBe(1);
  });

  it('a body cut short by a closed connection is a NetworkError', async () => {
    rig.sandbox.faults.add({ route: '/v4/keys/published', method: 'POST', kind: 'truncated' });
    const error = await failure(rig.client.createPublishedKey('Patio'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(/closed|connection/);
  });

  it('a read whose body is cut short once is retried and succeeds', async () => {
    rig.sandbox.faults.add({ route: '/v4/settings', kind: 'truncated', times: 1 });
    expect(await rig.client.getSettings()).toHaveProperty('console');
  });
});

describe('cancellation', () => {
  it('a call aborted while waiting for its answer is a CancelledError', async () => {
    // The service holds the request until the test has aborted it: no race with the machine's load.
    const held = rig.sandbox.faults.add({ route: '/v4/settings', kind: 'latency', ms: 600_000 });
    const controller = new AbortController();
    const call = failure(rig.client.getSettings({ signal: controller.signal }));
    await expect.poll(() => hitsOf(held.id), { timeout: 30_000 }).toBe(1);
    controller.abort();
    const error = await call;
    expect(error).toBeInstanceOf(CancelledError);
    expect(error.code).toBe('cancelled');
  });

  it('a call aborted before it is sent never reaches the service', async () => {
    const before = rig.recorder.to('/v4/settings').length;
    const error = await failure(rig.client.getSettings({ signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(CancelledError);
    expect(rig.recorder.to('/v4/settings')).toHaveLength(before);
  });
});
