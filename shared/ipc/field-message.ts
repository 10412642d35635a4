/**
 * A field message as the schemas carry it: the id of a message in the page's catalogs
 * (`renderer/locales/*.json`) and its values, never a sentence, so a field refused by
 * the page's own check or by the main process reads in the language the page speaks.
 * It travels as zod's issue message, a text: the id alone, or the id, a space and its
 * values as JSON. A value may itself be a field message (a setting's name, a country),
 * which the page words first.
 */

/** A message's values: texts and numbers, or field messages worded in their place. */
export type FieldValues = Readonly<Record<string, string | number | bigint>>;

const ENCODED = /^(field\.[\w.-]+)(?: (\{.*\}))?$/s;

/** The message `id` (an id of the catalogs, starting `field.`) with its values, as a schema's message. */
export function fieldMessage(id: string, values?: FieldValues): string {
  if (!values) return id;
  const plain = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'bigint' ? Number(value) : value]),
  );
  return `${id} ${JSON.stringify(plain)}`;
}

/** The id and values a schema's message carries; null for a text that is not one (already worded). */
export function readFieldMessage(
  text: string,
): { id: string; values: Readonly<Record<string, string | number>> } | null {
  const match = ENCODED.exec(text);
  if (!match?.[1]) return null;
  if (!match[2]) return { id: match[1], values: {} };
  try {
    const values: unknown = JSON.parse(match[2]);
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
    const kept: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(values))
      if (typeof value === 'string' || typeof value === 'number') kept[name] = value;
    return { id: match[1], values: kept };
  } catch {
    return null;
  }
}
