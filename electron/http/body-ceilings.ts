/**
 * The most a desk reads of one answer, by kind of answer. Bodies are read as
 * streams and stopped at the ceiling (see `sendOnce`), so a service that sends an
 * endless or a giant answer costs the desk at most this much memory, and the
 * person is told the service sent more than a desk takes.
 *
 * Each is far above what a real answer of its kind holds, and far below what
 * would strain a front-desk PC.
 */
const KIB = 1024;
const MIB = 1024 * KIB;

export const BODY_CEILINGS = {
  /** The status page, its lists and notices, and the waiver service's small JSON answers. */
  smallJson: 1 * MIB,
  /** Every template with its custom-field labels. */
  templates: 4 * MIB,
  /**
   * A page of search results without PDFs: 100 waivers of up to 160 KB each (a
   * waiver with many participants and long custom answers is a few KB).
   */
  resultPage: 16 * MIB,
  /** A page of search results with each waiver's PDF (Base64). */
  resultPageWithPdfs: 64 * MIB,
  /** One waiver with its signed PDF in Base64: a PDF of up to about 24 MB. */
  waiverWithPdf: 32 * MIB,
  /** A waiver's photos in Base64. */
  photos: 32 * MIB,
  /** A waiver's signature images in Base64. */
  signatures: 8 * MIB,
} as const;
