/**
 * Reading a JSON body, for any service: parse it, validate it against a schema,
 * and on failure throw a ProtocolError that names the endpoint and what was wrong.
 * What a non-2xx answer means is each service's own business.
 */
import type { z } from 'zod';
import { isPlainObject } from '../../shared/domain/record-values.ts';
import { inward } from '../logging/inward.ts';
import { ProtocolError } from './errors.ts';
import type { RawResponse } from './send-once.ts';

export type JsonRecord = Record<string, unknown>;

/** A JSON object: not null, not a list. */
export const isRecord: (value: unknown) => value is JsonRecord = isPlainObject;

export const isSuccess = (response: RawResponse): boolean => response.status >= 200 && response.status < 300;

/** The answer as the desk keeps it: parsed, with every secret a service echoed into its texts taken out. */
export function parseJson(response: RawResponse): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    const preview = response.body.slice(0, 60).replace(/\s+/g, ' ');
    throw new ProtocolError(`body is not JSON (${response.body.length} bytes: ${JSON.stringify(preview)})`, {
      endpoint: response.endpoint,
      status: response.status,
    });
  }
  return inward(parsed);
}

const describePath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    '',
  );

export function validate<T>(schema: z.ZodType<T>, value: unknown, member: string, response: RawResponse): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues
    .slice(0, 3)
    .map((issue) => `${member}${describePath(issue.path)}: ${issue.message}`)
    .join('; ');
  const more = result.error.issues.length > 3 ? ` (and ${result.error.issues.length - 3} more)` : '';
  throw new ProtocolError(`response does not match the schema: ${issues}${more}`, {
    endpoint: response.endpoint,
    status: response.status,
  });
}
