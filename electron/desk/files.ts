/**
 * Signed PDFs and photos as files for the page. The service sends them as Base64
 * inside JSON; they are decoded here, in the main process, and served as bytes
 * through the hosts' file routes (never through the contract). Each one fetched
 * is kept in the desk's copy (sealed like the records, and purged with its
 * waiver), so a file opened once opens again offline, and without spending the
 * budget: a signed document does not change.
 */
import type { FileRef } from '../../shared/ipc/files.ts';
import type { CacheWorker } from '../cache/index.ts';
import { NotFoundError } from '../http/errors.ts';
import { deskLog, errorForLog } from '../logging/desk-log.ts';
import type { AccountSession } from '../runtime/account-session.ts';
import { fetchSignedPdf, PDF_CONTENT_TYPE } from '../services/waiver-api/signed-pdf.ts';
import { INTERACTIVE_MAX_WAIT_MS, requireWaiver } from './desk-services.ts';

export interface DeskFile {
  bytes: Uint8Array;
  contentType: string;
}

const PHOTO_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Only image types a page may show; anything else is served as opaque bytes. */
function photoContentType(fileType: string): string {
  return (
    PHOTO_TYPES[
      fileType
        .trim()
        .toLowerCase()
        .replace(/^image\//, '')
    ] ?? 'application/octet-stream'
  );
}

/** A photo's id in the copy: its waiver and its place among the waiver's photos. */
const photoId = (waiverId: string, index: number) => `${waiverId}/${index}`;

type FileCache = Pick<CacheWorker, 'getFile' | 'putFile'>;

/** The file as the copy keeps it; null when it does not (or cannot be read now). */
async function keptFile(cache: FileCache | null, ref: FileRef): Promise<DeskFile | null> {
  if (!cache) return null;
  const kind = ref.kind === 'waiver-pdf' ? 'pdf' : 'photo';
  const id = ref.kind === 'waiver-pdf' ? ref.waiverId : photoId(ref.waiverId, ref.index);
  const kept = await cache.getFile(kind, id).catch(() => null);
  return kept ? { bytes: kept.bytes, contentType: kept.contentType } : null;
}

/** Keeps what the service sent; a copy that cannot take it now costs nothing but the next fetch. */
async function keep(cache: FileCache | null, write: (cache: FileCache) => Promise<unknown>): Promise<void> {
  if (!cache) return;
  try {
    await write(cache);
  } catch (error) {
    deskLog.warn(`a file not kept in the copy: ${errorForLog(error)}`);
  }
}

export async function readDeskFile(
  session: AccountSession,
  ref: FileRef,
  signal: AbortSignal,
): Promise<DeskFile> {
  const cache = session.copy?.cache ?? null;
  const kept = await keptFile(cache, ref);
  if (kept) return kept;
  const waiver = requireWaiver(session);
  const options = {
    signal: AbortSignal.any([signal, session.signal]),
    priority: 'interactive' as const,
    maxWaitMs: INTERACTIVE_MAX_WAIT_MS,
  };
  if (ref.kind === 'waiver-pdf') {
    const bytes = await fetchSignedPdf(waiver, ref.waiverId, options);
    await keep(cache, (copy) => copy.putFile('pdf', ref.waiverId, bytes, PDF_CONTENT_TYPE));
    return { bytes, contentType: PDF_CONTENT_TYPE };
  }
  const endpoint = 'GET /v4/waivers/{waiverId}/photos';
  const { photos } = await waiver.getWaiverPhotos(ref.waiverId, options);
  const files = photos.map((photo) => {
    const bytes = Buffer.from(photo.photo, 'base64');
    return { bytes: bytes.length > 0 ? bytes : null, contentType: photoContentType(photo.fileType) };
  });
  // One answer carries every photo of the waiver: each is kept, so all of them open offline.
  await keep(cache, async (copy) => {
    for (const [index, file] of files.entries()) {
      if (file.bytes) {
        await copy.putFile('photo', photoId(ref.waiverId, index), file.bytes, file.contentType, {
          waiverId: ref.waiverId,
        });
      }
    }
  });
  const wanted = files[ref.index];
  if (!wanted) throw new NotFoundError({ endpoint, serviceMessage: 'No such photo.' });
  if (!wanted.bytes) throw new NotFoundError({ endpoint, serviceMessage: 'The file is empty.' });
  return { bytes: wanted.bytes, contentType: wanted.contentType };
}
