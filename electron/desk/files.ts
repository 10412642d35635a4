/**
 * Signed PDFs and photos as files for the page. The service sends them as Base64
 * inside JSON; they are decoded here, in the main process, and served as bytes
 * through the hosts' file routes (never through the contract).
 */
import type { FileRef } from '../../shared/ipc/files.ts';
import { NotFoundError } from '../http/errors.ts';
import type { AccountSession } from '../runtime/account-session.ts';
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

function decoded(base64: string, endpoint: string): Uint8Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new NotFoundError({ endpoint, serviceMessage: 'The file is empty.' });
  return bytes;
}

export async function readDeskFile(
  session: AccountSession,
  ref: FileRef,
  signal: AbortSignal,
): Promise<DeskFile> {
  const waiver = requireWaiver(session);
  const options = {
    signal: AbortSignal.any([signal, session.signal]),
    priority: 'interactive' as const,
    maxWaitMs: INTERACTIVE_MAX_WAIT_MS,
  };
  if (ref.kind === 'waiver-pdf') {
    const signed = await waiver.getWaiver(ref.waiverId, { pdf: true }, options);
    return { bytes: decoded(signed.pdf, 'GET /v4/waivers/{waiverId}'), contentType: 'application/pdf' };
  }
  const { photos } = await waiver.getWaiverPhotos(ref.waiverId, options);
  const photo = photos[ref.index];
  if (!photo) {
    throw new NotFoundError({
      endpoint: 'GET /v4/waivers/{waiverId}/photos',
      serviceMessage: 'No such photo.',
    });
  }
  return {
    bytes: decoded(photo.photo, 'GET /v4/waivers/{waiverId}/photos'),
    contentType: photoContentType(photo.fileType),
  };
}
