/**
 * The status page's answers, whatever they hold: every schema of
 * electron/services/status-api/schemas.ts through the reader the status client
 * uses, and the two state readers. Real answers (read from the sandbox's status
 * service in its busiest scenarios) damaged field by field, and any JSON at all:
 * for each, a value or a typed `ApiError`, never an untyped throw.
 */

import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiError } from '../../electron/http/errors.ts';
import { statusJsonReader } from '../../electron/services/status-api/reader.ts';
import {
  componentListSchema,
  normaliseServiceState,
  noticeBodySchema,
  noticeListSchema,
  readNoticeState,
  statusBodySchema,
} from '../../electron/services/status-api/schemas.ts';
import { anyJson, damaged } from './wire-samples.ts';

const RUNS = 300;

const SCHEMAS: [string, z.ZodType, 'status' | 'components' | 'notices' | 'notice'][] = [
  ['statusBodySchema', statusBodySchema, 'status'],
  ['componentListSchema', componentListSchema, 'components'],
  ['noticeListSchema', noticeListSchema, 'notices'],
  ['noticeBodySchema', noticeBodySchema, 'notice'],
];

describe('status page readers under arbitrary answers', () => {
  let sandbox: SandboxHandle;
  const samples: Record<'status' | 'components' | 'notices' | 'notice', unknown[]> = {
    status: [],
    components: [],
    notices: [],
    notice: [],
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 3, waivers: 10, statusScenario: 'incident-and-maintenance' });
    // Read as fast as the test can: the page's own rate limit is not what is under test.
    await fetch(`${sandbox.controlUrl}/status/rate-limit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: false }),
    });
    const get = async (path: string) => (await fetch(`${sandbox.statusUrl}${path}`)).json();
    for (const scenario of ['incident-and-maintenance', 'many-components'] as const) {
      sandbox.status.setScenario(scenario);
      samples.status.push(await get('/api/v1/status'));
      samples.components.push(await get('/api/v1/components'));
      const notices = (await get('/api/v1/notices')) as { notices: { id: number }[] };
      samples.notices.push(notices);
      for (const notice of notices.notices.slice(0, 3))
        samples.notice.push(await get(`/api/v1/notices/${notice.id}`));
    }
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  for (const [name, schema, kind] of SCHEMAS) {
    it(`${name}: real answers read, damaged ones and any JSON a value or a typed error`, () => {
      const reader = statusJsonReader(schema);
      const readBody = (body: string): { value?: unknown; failure?: ApiError } => {
        try {
          return { value: reader({ endpoint: `GET ${kind}`, status: 200, headers: {}, body }) };
        } catch (error) {
          if (error instanceof ApiError) return { failure: error };
          throw error;
        }
      };
      for (const sample of samples[kind]) {
        const outcome = readBody(JSON.stringify(sample));
        expect(outcome, outcome.failure?.message).toHaveProperty('value');
      }
      let values = 0;
      let failures = 0;
      fc.assert(
        fc.property(
          fc.oneof(damaged(samples[kind]), anyJson).map((value) => JSON.stringify(value)),
          (body) => {
            if ('value' in readBody(body)) values += 1;
            else failures += 1;
          },
        ),
        { numRuns: RUNS },
      );
      // The damage reached past the first check both ways.
      expect(values).toBeGreaterThan(0);
      expect(failures).toBeGreaterThan(0);
    });
  }

  it('error answers of any status and body become typed errors', () => {
    const reader = statusJsonReader(statusBodySchema);
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 599 }),
        fc.oneof(
          anyJson.map((value) => JSON.stringify(value)),
          fc.string(),
        ),
        (status, body) => {
          expect(() => reader({ endpoint: 'GET status', status, headers: {}, body })).toThrow(ApiError);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the state readers take any value: a state, or "not a state", never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, fc.string()), (wire) => {
        expect(typeof normaliseServiceState(wire)).toBe('string');
        const notice = readNoticeState(wire);
        expect(notice === null || typeof notice === 'string').toBe(true);
      }),
      // Found by this property once: an object whose String() throws ("toString": null).
      { numRuns: RUNS, examples: [[{ toString: null }], [{ valueOf: null, toString: null }], [[1, 'two']]] },
    );
  });
});
