/**
 * Every customer's details in a sandbox account, read from the data it serves:
 * each person's full name (signer, participants, guardian, emergency contact),
 * email, phone (as written and as bare digits) and tag (the auto-tag a scanner
 * reads). A file that must hold none of them (a support report) is scanned for
 * every one.
 */
import type { SandboxDataset } from '@waiver-desk/sandbox/testing';
import type { ForbiddenValue } from './desk-log-scan.ts';

/** Shorter values turn up in ordinary words and numbers. */
const MIN_LENGTH = 5;

const fullName = (person: { firstName: string; middleName?: string; lastName: string }): string[] =>
  [
    `${person.firstName} ${person.lastName}`,
    person.middleName ? `${person.firstName} ${person.middleName} ${person.lastName}` : '',
  ].filter((name) => name.trim().includes(' ') && person.firstName && person.lastName);

function phone(value: string): string[] {
  const digits = value.replace(/\D/g, '');
  return [value, ...(digits.length >= 10 ? [digits] : [])];
}

export function everyCustomerDetail(dataset: Readonly<SandboxDataset>): ForbiddenValue[] {
  const found = new Map<string, string>();
  const add = (kind: string, values: string[]) => {
    for (const value of values) if (value.trim().length >= MIN_LENGTH) found.set(value, kind);
  };
  for (const waiver of dataset.waivers) {
    add('a name', fullName(waiver));
    add('a name', [waiver.emergencyContactName]);
    add('an email address', [waiver.email]);
    add('a phone number', phone(waiver.emergencyContactPhone));
    add('a tag', [waiver.autoTag]);
    for (const participant of waiver.participants) {
      add('a name', fullName(participant));
      add('a phone number', phone(participant.phone));
    }
    if (waiver.guardian) {
      add('a name', fullName(waiver.guardian));
      add('a phone number', phone(waiver.guardian.phone));
    }
  }
  return [...found].map(([value, kind]) => ({ kind, value }));
}

/** Each detail `text` holds, by kind: none when it is clean. */
export function detailsIn(text: string, details: readonly ForbiddenValue[]): string[] {
  return details
    .filter((detail) => text.includes(detail.value))
    .map((detail) => `${detail.kind}: ${detail.value}`);
}
