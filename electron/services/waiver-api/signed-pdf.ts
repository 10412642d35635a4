/**
 * A waiver's signed PDF as bytes. The service sends it as Base64 inside the
 * waiver (`pdf=true`); an empty one is no file at all, and is said so rather than
 * served as an empty document.
 */
import { NotFoundError } from '../../http/errors.ts';
import type { CallOptions, WaiverClient } from './types.ts';

export const PDF_CONTENT_TYPE = 'application/pdf';

/** Decoded Base64; an empty file is the service's "not found" for the endpoint named. */
function decodedFile(base64: string, endpoint: string): Uint8Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new NotFoundError({ endpoint, serviceMessage: 'The file is empty.' });
  return bytes;
}

export async function fetchSignedPdf(
  waiver: WaiverClient,
  waiverId: string,
  options: CallOptions,
): Promise<Uint8Array> {
  const signed = await waiver.getWaiver(waiverId, { pdf: true }, options);
  return decodedFile(signed.pdf, 'GET /v4/waivers/{waiverId}');
}
