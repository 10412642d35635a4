/**
 * Seeded pseudo-random numbers for the generator. sfc32 is small, fast and passes
 * PractRand far enough for fake data; the state is seeded through splitmix32 so that
 * nearby seeds (1, 2, 3) still give unrelated streams.
 */

const UINT32 = 4_294_967_296;
const codesOf = (characters: string): Uint8Array => Uint8Array.from(characters, (char) => char.charCodeAt(0));
const DIGIT_CODES = codesOf('0123456789');
const UPPERCASE_CODES = codesOf('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const BASE62_CODES = codesOf('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
const HASH = 35;
const AT = 64;

/** Folds numbers of any size (epoch ms included) into one 32-bit seed. */
export function mixSeed(...parts: number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) {
    const low = (part % UINT32) >>> 0;
    const high = Math.floor(part / UINT32) >>> 0;
    hash = Math.imul(hash ^ low, 0x85ebca6b) >>> 0;
    hash = Math.imul(hash ^ (hash >>> 13) ^ high, 0xc2b2ae35) >>> 0;
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

/** FNV-1a of a string's UTF-16 code units: a stable seed for per-item randomness (a waiver's images). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

/** Cumulative weights for repeated weighted picks over a long list (binary search). */
export interface WeightTable {
  cumulative: Float64Array;
  total: number;
}

export function createWeightTable(weights: readonly number[]): WeightTable {
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  for (let i = 0; i < weights.length; i++) {
    total += Math.max(0, weights[i] ?? 0);
    cumulative[i] = total;
  }
  return { cumulative, total };
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let state = seed >>> 0;
    const next = (): number => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    // The first outputs of a fresh sfc32 state are poorly mixed.
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / UINT32;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One of `entries`, each chosen in proportion to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const entry of entries) total += entry[1];
    let target = this.next() * total;
    for (const entry of entries) {
      target -= entry[1];
      if (target < 0) return entry[0];
    }
    const last = entries[entries.length - 1];
    if (!last) throw new RangeError('weighted pick from an empty list');
    return last[0];
  }

  /** Index into the table's weights, in proportion to them. */
  weightedIndex(table: WeightTable): number {
    const target = this.next() * table.total;
    const cumulative = table.cumulative;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((cumulative[mid] as number) > target) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  /** Fisher-Yates in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const held = items[i] as T;
      items[i] = items[j] as T;
      items[j] = held;
    }
    return items;
  }

  /** `count` distinct items in random order (all of them when count exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items.slice()).slice(0, count);
  }

  /** `length` characters of [0-9A-Za-z]. */
  base62(length: number): string {
    return this.charactersFrom(BASE62_CODES, length);
  }

  /** `template` with each `#` replaced by a digit and each `@` by an uppercase letter. */
  fill(template: string): string {
    const codes = new Array<number>(template.length);
    for (let i = 0; i < template.length; i++) {
      const code = template.charCodeAt(i);
      if (code === HASH) codes[i] = this.pickCode(DIGIT_CODES);
      else if (code === AT) codes[i] = this.pickCode(UPPERCASE_CODES);
      else codes[i] = code;
    }
    return String.fromCharCode(...codes);
  }

  private pickCode(codes: Uint8Array): number {
    return codes[Math.floor(this.next() * codes.length)] as number;
  }

  // One fromCharCode call yields a flat string; appending char by char would leave a
  // chain of concatenated-string objects behind every id in a large dataset.
  private charactersFrom(codes: Uint8Array, length: number): string {
    const out = new Array<number>(length);
    for (let i = 0; i < length; i++) out[i] = this.pickCode(codes);
    return String.fromCharCode(...out);
  }
}

export function createRandom(seed: number): Random {
  return new Random(seed);
}
