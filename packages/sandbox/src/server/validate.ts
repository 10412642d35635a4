/**
 * Body validation through zod, mapped onto the spec's error types: a member the
 * endpoint does not know is a 400 parameter_error, anything else wrong with the data
 * (missing, wrong type, rule broken) a 402 data_error. Messages name the member.
 */
import type { z } from 'zod';
import { DataError, ParameterError } from './errors.ts';

function memberPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'body';
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : String(part))).join('.');
}

const ARTICLES: Record<string, string> = {
  int: 'an integer',
  object: 'an object',
  array: 'an array',
  record: 'an object',
};

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  const { issues } = result.error;
  const unsupported = issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unsupported) {
    const key = unsupported.keys[0] ?? '';
    throw new ParameterError(`Unsupported parameter: ${memberPath([...unsupported.path, key])}`);
  }
  const issue = issues[0];
  if (!issue) throw new DataError('Invalid data');
  const member = memberPath(issue.path);
  // With reportInput, a member that is absent is the one issue without an input.
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined) {
    throw new DataError(`Missing required field: ${member}`);
  }
  if (issue.code === 'invalid_type') {
    // Custom messages set on a schema win; zod's default reads "Invalid input: …".
    if (!issue.message.startsWith('Invalid input')) throw new DataError(`${member} ${issue.message}`);
    throw new DataError(`${member} must be ${ARTICLES[issue.expected] ?? `a ${issue.expected}`}`);
  }
  throw new DataError(`${member} ${issue.message}`);
}
