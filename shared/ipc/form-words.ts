/**
 * Words for a check a form's schema gave no message of its own: what is wrong
 * with the field, in words a person can act on, never zod's "Invalid input:
 * expected string, received number". Every request is read with it, by the main
 * process (the authority) and by the page's forms, so a field refused either way
 * says the same thing. A schema's own message always wins over these.
 */
import type { z } from 'zod';
import { plural } from '../words/plural.ts';

type Issue = z.core.$ZodRawIssue;

/** A field name as a person may read it back: bounded, so a hostile key cannot fill the screen. */
const MAX_KEY_SHOWN = 40;

const shownKey = (key: string): string =>
  `“${key.length > MAX_KEY_SHOWN ? `${key.slice(0, MAX_KEY_SHOWN)}…` : key}”`;

function typeWords(expected: string, input: unknown): string {
  if (input === undefined) return 'Fill in this field.';
  switch (expected) {
    case 'string':
      return 'Enter text here.';
    case 'number':
    case 'int':
      return 'Enter a number.';
    case 'boolean':
      return 'Choose yes or no.';
    case 'array':
      return 'Enter a list here.';
    case 'object':
    case 'record':
      return 'Fill in this part of the form.';
    default:
      return 'That is not the kind of value this field takes.';
  }
}

const counted = (count: number | bigint, one: string, other: string): string =>
  `${count} ${plural(Number(count), { one, other })}`;

function tooSmallWords(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { minimum, inclusive = true } = issue;
  switch (issue.origin) {
    case 'string':
      return Number(minimum) <= 1
        ? 'Fill in this field.'
        : `Enter at least ${counted(minimum, 'character', 'characters')}.`;
    case 'array':
    case 'set':
      return `Add at least ${counted(minimum, 'entry', 'entries')}.`;
    default:
      return inclusive ? `Enter ${minimum} or more.` : `Enter more than ${minimum}.`;
  }
}

function tooBigWords(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { maximum, inclusive = true } = issue;
  switch (issue.origin) {
    case 'string':
      return `That is too long: at most ${counted(maximum, 'character', 'characters')}.`;
    case 'array':
    case 'set':
      return `That is too many: at most ${counted(maximum, 'entry', 'entries')}.`;
    default:
      return inclusive ? `Enter ${maximum} or less.` : `Enter less than ${maximum}.`;
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
        ? `This form has no field ${shownKey(issue.keys[0] ?? '')}.`
        : `This form has no fields ${issue.keys.slice(0, 3).map(shownKey).join(', ')}${issue.keys.length > 3 ? '…' : ''}.`;
    case 'invalid_value':
      return 'Choose one of the options offered.';
    case 'invalid_format':
      return 'That is not written the way this field needs.';
    case 'invalid_union':
      return 'That is not one of the values this field takes.';
    case 'invalid_key':
      return 'That is not a name this list takes.';
    case 'invalid_element':
      return 'One of the entries cannot be used.';
    case 'not_multiple_of':
      return `Enter a multiple of ${issue.divisor}.`;
    default:
      return 'That cannot be used here; check what was entered.';
  }
};

/** Reads a request or a form with the schema, each refused field worded for a person. */
export function checkRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(input, { error: formIssueWords });
}
