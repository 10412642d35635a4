/**
 * Whether a dump of a database holds any customer in clear: every name, name
 * word, auto-tag, email and phone of the waivers (and the names of their
 * check-ins) in each spelling a reader could search for: lower-cased, folded as
 * the desk's lookup folds names (`jurgenobrien`), digits only for phones. Used
 * by the shared copy's test and by the bench (`npm run bench -- privacy`).
 */
import { compactName, fullNameKeysOf, nameWordsOf, normalizePhone } from '../../electron/cache/fold.ts';
import type { CheckIn, SignedWaiver } from '../../shared/domain/waiver.ts';

/** Shorter names could match a piece of any word; ids and codes are not people. */
const MIN_TEXT = 3;
/** Inside sealed bytes a short value turns up by chance: only longer ones are looked for there. */
const MIN_IN_BYTES = 6;

export interface PersonalValue {
  /** What kind of value, for the report: 'name', 'auto-tag', 'email', 'phone'. */
  kind: string;
  value: string;
}

function namesOf(person: { firstName: string; middleName?: string; lastName: string }): string[] {
  const name = {
    firstName: person.firstName,
    middleName: person.middleName ?? '',
    lastName: person.lastName,
  };
  return [
    name.firstName,
    name.middleName,
    name.lastName,
    compactName(name.firstName),
    compactName(name.lastName),
    ...nameWordsOf(name),
    ...fullNameKeysOf(name),
  ];
}

/** Every personal value of these waivers and check-ins, lower-cased, each once. */
export function personalValuesOf(
  waivers: readonly SignedWaiver[],
  checkins: readonly CheckIn[] = [],
): PersonalValue[] {
  const found = new Map<string, PersonalValue>();
  const add = (kind: string, value: string | null | undefined) => {
    const text = value?.trim().toLowerCase();
    if (text && text.length >= MIN_TEXT && !found.has(text)) found.set(text, { kind, value: text });
  };
  for (const waiver of waivers) {
    for (const name of namesOf(waiver)) add('name', name);
    for (const participant of waiver.participants) {
      for (const name of namesOf(participant)) add('name', name);
      add('phone', participant.phone);
      add('phone', normalizePhone(participant.phone));
    }
    if (waiver.guardian) {
      for (const name of namesOf(waiver.guardian)) add('name', name);
      add('phone', waiver.guardian.phone);
      add('phone', normalizePhone(waiver.guardian.phone));
    }
    add('email', waiver.email);
    add('auto-tag', waiver.autoTag);
  }
  for (const checkin of checkins) for (const name of namesOf(checkin)) add('name', name);
  return [...found.values()];
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value found only where it stands alone: a name inside a longer word is not that name. */
const standing = (value: string) => new RegExp(`(?<![a-z0-9])${escapeForPattern(value)}(?![a-z0-9])`);

/** The hex of a bytea column as pg_dump writes it (`\x0a1b…`). */
const BYTEA = /\\\\x([0-9a-f]+)/g;

export interface DumpScan {
  /** Values looked for. */
  checked: number;
  /** Values found, with where in the dump (a short stretch around the first). */
  found: (PersonalValue & { near: string })[];
}

/**
 * Looks for every value in a `pg_dump --data-only` text: in its text (bytea hex
 * aside, which reads as no one), and inside each bytea's bytes for the longer
 * values, in case something personal was stored as bytes in clear.
 */
export function scanDump(dump: string, values: readonly PersonalValue[]): DumpScan {
  const lower = dump.toLowerCase();
  const text = lower.replace(BYTEA, ' ');
  const bytes = [...lower.matchAll(BYTEA)]
    .map((match) =>
      Buffer.from(match[1] ?? '', 'hex')
        .toString('latin1')
        .toLowerCase(),
    )
    .join('\n');
  const found: DumpScan['found'] = [];
  for (const value of values) {
    const pattern = standing(value.value);
    const inText = pattern.exec(text);
    const inBytes = value.value.length >= MIN_IN_BYTES ? bytes.indexOf(value.value) : -1;
    if (inText) found.push({ ...value, near: text.slice(Math.max(0, inText.index - 40), inText.index + 40) });
    else if (inBytes >= 0) found.push({ ...value, near: '(inside a bytea)' });
  }
  return { checked: values.length, found };
}
