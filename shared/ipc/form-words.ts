/**
 * Words for a check a form's schema gave no message of its own: what is wrong
 * with the field, in words a person can act on, never zod's "Invalid input:
 * expected string, received number". Every request is read with it, by the main
 * process (the authority) and by the page's forms, so a field refused either way
 * says the same thing. A schema's own message always wins over these. Each is a
 * message id of the page's catalogs with its values (`field-message.ts`).
 */
import type { z } from 'zod';
import { formIssueText as words } from './words.ts';

type Issue = z.core.$ZodRawIssue;

/** A field name as a person may read it back: bounded, so a hostile key cannot fill the screen. */
const MAX_KEY_SHOWN = 40;

const shownKey = (key: string): string =>
  key.length > MAX_KEY_SHOWN ? `${key.slice(0, MAX_KEY_SHOWN)}…` : key;

function typeWords(expected: string, input: unknown): string {
  if (input === undefined) return words.fillIn;
  switch (expected) {
    case 'string':
      return words.type.string;
    case 'number':
    case 'int':
      return words.type.number;
    case 'boolean':
      return words.type.boolean;
    case 'array':
      return words.type.array;
    case 'object':
    case 'record':
      return words.type.object;
    default:
      return words.type.other;
  }
}

function tooSmallWords(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { minimum, inclusive = true } = issue;
  switch (issue.origin) {
    case 'string':
      return Number(minimum) <= 1 ? words.fillIn : words.atLeastCharacters(minimum);
    case 'array':
    case 'set':
      return words.atLeastEntries(minimum);
    default:
      return inclusive ? words.orMore(minimum) : words.moreThan(minimum);
  }
}

function tooBigWords(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { maximum, inclusive = true } = issue;
  switch (issue.origin) {
    case 'string':
      return words.atMostCharacters(maximum);
    case 'array':
    case 'set':
      return words.atMostEntries(maximum);
    default:
      return inclusive ? words.orLess(maximum) : words.lessThan(maximum);
  }
}

export const formIssueWords: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return typeWords(issue.expected, issue.input);
    case 'too_small':
      return tooSmallWords(issue);
    case 'too_big':
      return tooBigWords(issue);
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? words.noField(shownKey(issue.keys[0] ?? ''))
        : // not words: the names between the quotation marks the message puts around them all
          words.noFields(issue.keys.slice(0, 3).map(shownKey).join('”, “'), issue.keys.length > 3);
    case 'invalid_value':
      return words.chooseOption;
    case 'invalid_format':
      return words.notWritten;
    case 'invalid_union':
      return words.notOneOf;
    case 'invalid_key':
      return words.notName;
    case 'invalid_element':
      return words.badEntry;
    case 'not_multiple_of':
      return words.multipleOf(issue.divisor);
    default:
      return words.other;
  }
};

/** Reads a request or a form with the schema, each refused field worded for a person. */
export function checkRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(input, { error: formIssueWords });
}
