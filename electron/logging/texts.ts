/**
 * Every text in a value of plain data (parsed JSON, a contract answer), passed
 * through `clean`: a new value where something changed, the same one otherwise,
 * so an answer with nothing to clean is not rebuilt. Anything that is not plain
 * data (bytes, a date) passes as it is.
 */

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** `keys`: the names of an object's fields are texts to clean too. */
export function mapTexts<T>(value: T, clean: (text: string) => string, options: { keys: boolean }): T {
  if (typeof value === 'string') return clean(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    // Copied only from the first item that changes.
    let copy: unknown[] | null = null;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      const cleaned = mapTexts(item, clean, options);
      if (cleaned !== item && copy === null) copy = value.slice(0, index);
      copy?.push(cleaned);
    }
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | null = null;
  const keys = Object.keys(value);
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as string;
    const child = value[key];
    const cleanKey = options.keys ? clean(key) : key;
    const cleaned = mapTexts(child, clean, options);
    if (copy === null && (cleanKey !== key || cleaned !== child)) {
      copy = {};
      for (const earlier of keys.slice(0, index)) copy[earlier] = value[earlier];
    }
    if (copy) copy[cleanKey] = cleaned;
  }
  return (copy ?? value) as T;
}
