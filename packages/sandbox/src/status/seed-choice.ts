/** Choices that the seed fixes, for variations the real service shows side by side. */
export function pickBySeed<T>(options: readonly [T, ...T[]], key: number): T {
  const index = ((key % options.length) + options.length) % options.length;
  return options[index] ?? options[0];
}
