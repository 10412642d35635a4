/**
 * Query parameters of one route. Unknown names are refused up front (400, the spec's
 * "unsupported parameter"); each accessor applies one documented rule and names the
 * parameter in its error.
 */
import { parseIsoDate } from './dates.ts';
import { DataError, ParameterError } from './errors.ts';

export interface QueryDate {
  /** As sent, for echoing back. */
  raw: string;
  epochMs: number;
}

export class QueryReader {
  private readonly params: URLSearchParams;

  constructor(params: URLSearchParams, allowed: readonly string[]) {
    for (const name of params.keys()) {
      if (!allowed.includes(name)) throw new ParameterError(`Unsupported parameter: ${name}`);
    }
    this.params = params;
  }

  /** The value, or undefined when absent or empty. */
  string(name: string): string | undefined {
    const value = this.params.get(name);
    return value === null || value === '' ? undefined : value;
  }

  /** Refuses the request (400) naming the first of `names` that is missing, before any value is judged. */
  requirePresent(...names: string[]): void {
    for (const name of names) this.requireString(name);
  }

  requireString(name: string): string {
    const value = this.string(name);
    if (value === undefined) throw new ParameterError(`Missing required parameter: ${name}`);
    return value;
  }

  int(name: string, range: { min: number; max: number; fallback: number }): number {
    const value = this.string(name);
    if (value === undefined) return range.fallback;
    return parseIntInRange(name, value, range.min, range.max);
  }

  requireInt(name: string, min: number, max: number): number {
    return parseIntInRange(name, this.requireString(name), min, max);
  }

  /** 'true' or 'false' exactly (the notes: lowercase). */
  bool(name: string): boolean | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw new DataError(`${name} must be 'true' or 'false'`);
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      throw new DataError(`${name} must be one of: ${values.join(', ')}`);
    }
    return value as T;
  }

  date(name: string): QueryDate | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    return { raw, epochMs: parseDateParameter(name, raw) };
  }

  requireDate(name: string): QueryDate {
    const raw = this.requireString(name);
    return { raw, epochMs: parseDateParameter(name, raw) };
  }
}

function parseDateParameter(name: string, raw: string): number {
  const epochMs = parseIsoDate(raw);
  if (epochMs === null) throw new DataError(`${name} must be an ISO 8601 date`);
  return epochMs;
}

function parseIntInRange(name: string, value: string, min: number, max: number): number {
  const parsed = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new DataError(`${name} must be an integer from ${min} to ${max}`);
  }
  return parsed;
}
