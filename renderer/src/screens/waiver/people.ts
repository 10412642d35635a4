/** Names as a waiver writes them. */
interface Named {
  firstName: string;
  middleName?: string;
  lastName: string;
}

export function fullName(person: Named): string {
  return [person.firstName, person.middleName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
