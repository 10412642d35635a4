/** What a saved PDF is called: whose waiver, when signed, and its id, in characters every file system takes. */
import type { SignedWaiver } from '../../../../shared/domain/waiver.ts';

/**
 * The name's part of a file name at most this long: a name the service sent can be
 * any length, and file systems refuse names past 255 bytes.
 */
const NAME_PART_MAX = 60;

const slug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, NAME_PART_MAX)
    .replace(/-+$/, '');

export function pdfFileName(
  waiver: Pick<SignedWaiver, 'waiverId' | 'firstName' | 'lastName' | 'createdOn'>,
): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(waiver.createdOn)?.[0] ?? '';
  const parts = [
    'waiver',
    slug(`${waiver.lastName} ${waiver.firstName}`),
    day,
    waiver.waiverId.replace(/[^A-Za-z0-9_-]/g, ''),
  ];
  return `${parts.filter(Boolean).join('-')}.pdf`;
}
