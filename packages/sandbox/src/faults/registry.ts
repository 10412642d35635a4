/**
 * Injected faults: which requests they hit (a path prefix on segment boundaries, or
 * '*', and optionally a method), what they do, and how many times. The in-process
 * `FaultController` and the HTTP control endpoint share this one registry.
 */
import { z } from 'zod';
import { isUnder } from '../server/paths.ts';

export const FAULT_KINDS = [
  'latency',
  'status',
  'reset',
  'malformed-json',
  'truncated',
  'rate-limit-storm',
  'odd-records',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Kinds that only change how the request is answered, not who answers it. */
const PASS_THROUGH_KINDS: ReadonlySet<FaultKind> = new Set(['latency', 'rate-limit-storm', 'odd-records']);

/** Kinds that answer the request themselves instead of letting it through. */
export type TerminalFaultKind = Exclude<FaultKind, 'latency' | 'rate-limit-storm' | 'odd-records'>;

export interface FaultSpec {
  /** A path prefix such as '/v4/search' (matches '/v4/search/…' too) or '*' for every path. */
  route: string;
  /** Only this HTTP method; every method when absent. */
  method?: string;
  kind: FaultKind;
  /** 'latency': added delay. */
  ms?: number;
  /** 'status': the HTTP status to answer with, e.g. 503. */
  status?: number;
  /**
   * Requests it hits ('rate-limit-storm': rate windows it exhausts; 'odd-records':
   * list answers it alters); unlimited when absent.
   */
  times?: number;
}

export interface Fault {
  id: string;
  route: string;
  method: string | null;
  kind: FaultKind;
  ms: number | null;
  status: number | null;
  /** Hits left; null is unlimited. */
  remaining: number | null;
  hits: number;
}

export interface FaultController {
  add(spec: FaultSpec): Fault;
  list(): Fault[];
  remove(id: string): boolean;
  clear(): void;
}

export class FaultSpecError extends Error {
  readonly code = 'invalid_fault';

  constructor(message: string) {
    super(message);
    this.name = 'FaultSpecError';
  }
}

const faultSpecSchema = z
  .strictObject({
    route: z.string().regex(/^(\*|\/.*)$/, { error: "route must be '*' or a path starting with '/'" }),
    method: z
      .string()
      .regex(/^[A-Za-z]+$/, { error: 'method must be an HTTP method name' })
      .optional(),
    kind: z.enum(FAULT_KINDS, { error: `kind must be one of: ${FAULT_KINDS.join(', ')}` }),
    ms: z.int({ error: 'ms must be an integer' }).min(0, { error: 'ms must not be negative' }).optional(),
    status: z
      .int({ error: 'status must be an integer' })
      .min(100, { error: 'status must be from 100 to 599' })
      .max(599, { error: 'status must be from 100 to 599' })
      .optional(),
    times: z
      .int({ error: 'times must be an integer' })
      .min(1, { error: 'times must be at least 1' })
      .optional(),
  })
  .refine((spec) => spec.kind !== 'latency' || spec.ms !== undefined, { error: "'latency' needs ms" })
  .refine((spec) => spec.kind !== 'status' || spec.status !== undefined, { error: "'status' needs status" });

export function parseFaultSpec(input: unknown): FaultSpec {
  const result = faultSpecSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new FaultSpecError(
      issue?.code === 'unrecognized_keys' ? issue.message : (issue?.message ?? 'Invalid fault'),
    );
  }
  return result.data;
}

function appliesTo(fault: Fault, method: string, path: string): boolean {
  if (fault.method !== null && fault.method !== method) return false;
  return fault.route === '*' || isUnder(path, fault.route);
}

export class FaultRegistry implements FaultController {
  private faults: Fault[] = [];
  private nextId = 1;
  /** Rate windows each storm has exhausted, as 'budget:window'. */
  private readonly stormWindows = new Map<string, Set<string>>();

  add(spec: FaultSpec): Fault {
    const valid = parseFaultSpec(spec);
    const fault: Fault = {
      id: `fault-${this.nextId++}`,
      route: valid.route,
      method: valid.method?.toUpperCase() ?? null,
      kind: valid.kind,
      ms: valid.ms ?? null,
      status: valid.status ?? null,
      remaining: valid.times ?? null,
      hits: 0,
    };
    this.faults.push(fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    this.stormWindows.delete(id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
    this.stormWindows.clear();
  }

  /** Total delay of the latency faults that hit this request (each spends a hit). */
  takeLatency(method: string, path: string): number {
    let ms = 0;
    for (const fault of this.matching(method, path, 'latency')) {
      ms += fault.ms ?? 0;
      this.spend(fault);
    }
    return ms;
  }

  /** The first answering fault that hits this request, spending a hit. */
  takeTerminal(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(
      (candidate) => !PASS_THROUGH_KINDS.has(candidate.kind) && appliesTo(candidate, method, path),
    );
    if (fault) this.spend(fault);
    return fault ? { ...fault } : undefined;
  }

  /**
   * Whether a storm exhausts `budget`'s window `window` for this request. A storm
   * spends one of its `times` per window it exhausts, so it ends on a window boundary.
   */
  takeStorm(method: string, path: string, budget: string, window: number): boolean {
    const slot = `${budget}:${window}`;
    let exhausted = false;
    for (const fault of this.matching(method, path, 'rate-limit-storm')) {
      let windows = this.stormWindows.get(fault.id);
      if (!windows) {
        windows = new Set();
        this.stormWindows.set(fault.id, windows);
      }
      if (!windows.has(slot)) {
        windows.add(slot);
        this.spend(fault);
      }
      exhausted = true;
    }
    return exhausted;
  }

  /**
   * Whether an 'odd-records' fault alters this request's list answer (spending a hit
   * of each that does). Asked only for answers that carry a list of records.
   */
  takeOddRecords(method: string, path: string): boolean {
    const hits = this.matching(method, path, 'odd-records');
    for (const fault of hits) this.spend(fault);
    return hits.length > 0;
  }

  private matching(method: string, path: string, kind: FaultKind): Fault[] {
    return this.faults.filter((fault) => fault.kind === kind && appliesTo(fault, method, path));
  }

  private spend(fault: Fault): void {
    fault.hits += 1;
    if (fault.remaining === null) return;
    fault.remaining -= 1;
    if (fault.remaining > 0) return;
    this.faults = this.faults.filter((candidate) => candidate !== fault);
    this.stormWindows.delete(fault.id);
  }
}
