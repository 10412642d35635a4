/**
 * Binary content (signed PDFs, photos) reaches the page as files from the main
 * process, never as Base64 through the contract: under `app://waiver-desk/files/…`
 * in Electron, under the same path (with the desk token) in the browser host.
 */
export const FILES_PREFIX = '/files/';

export const FILE_KINDS = ['waiver-pdf', 'waiver-photo'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface FileRef {
  kind: FileKind;
  waiverId: string;
  /** Which photo of the waiver, 0-based; 0 for a PDF. */
  index: number;
}

const isFileKind = (kind: string): kind is FileKind => (FILE_KINDS as readonly string[]).includes(kind);

/** Waiver ids are opaque service tokens; anything outside this set is not one. */
const WAIVER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_PHOTO_INDEX = 99;

export function filePath(ref: FileRef): string {
  return `${FILES_PREFIX}${ref.kind}/${encodeURIComponent(ref.waiverId)}/${ref.index}`;
}

/** The file a path names, or null for any path that is not exactly one of ours. */
export function parseFilePath(pathname: string): FileRef | null {
  if (!pathname.startsWith(FILES_PREFIX)) return null;
  const parts = pathname.slice(FILES_PREFIX.length).split('/');
  if (parts.length !== 3) return null;
  const [kind = '', waiverId = '', rawIndex = ''] = parts;
  if (!isFileKind(kind) || !WAIVER_ID.test(waiverId) || !/^\d{1,2}$/.test(rawIndex)) return null;
  const index = Number(rawIndex);
  if (index > MAX_PHOTO_INDEX || (kind === 'waiver-pdf' && index !== 0)) return null;
  return { kind, waiverId, index };
}
