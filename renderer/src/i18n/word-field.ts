/**
 * The schemas' field messages in the language in use: a schema carries a message id
 * of the catalogs and its values (`shared/ipc/field-message.ts`), whether the page's
 * own check or the main process refused the field; the page words it here, where it
 * is about to be shown. A value that is itself a field message (a setting's name, a
 * country) is worded first. Text that carries no id is shown as it is.
 */
import { DeskError } from '../../../shared/ipc/errors.ts';
import { readFieldMessage } from '../../../shared/ipc/field-message.ts';
import { type MessageId, message } from './messages.ts';

/** A sentence starts with a capital, whatever value ("the request timeout") opens it. */
const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function worded(text: string): string | null {
  const carried = readFieldMessage(text);
  if (!carried) return null;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(carried.values))
    values[name] = typeof value === 'string' ? (worded(value) ?? value) : value;
  return message(carried.id as MessageId, values);
}

/** One field's message, worded. */
export function wordField(text: string): string {
  const sentence = worded(text);
  return sentence === null ? text : capitalised(sentence);
}

/** Every field's message, worded; by field name as the schema's path names it. */
export function wordFields(fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, wordField(text)]));
}

/**
 * The fields the main process refused, worded: it sends the schemas' message ids, and the
 * page words them where it shows them (the bridge hands a failure up as main sent it).
 */
export function refusedFields(error: unknown): Record<string, string> {
  const fields = error instanceof DeskError || isFailureInfo(error) ? error.fields : undefined;
  return fields ? wordFields(fields) : {};
}

/** A failure as main sent it (a `DeskErrorInfo`), not yet made a `DeskError`. */
const isFailureInfo = (error: unknown): error is { fields?: Readonly<Record<string, string>> } =>
  typeof error === 'object' && error !== null && 'code' in error;
