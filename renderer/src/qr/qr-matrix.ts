/**
 * The QR symbol of a text as a grid of dark and light modules. The only module that
 * imports the QR library; it is loaded on demand (see QrCode.tsx), so the library
 * stays out of the first bundle.
 */
import { create } from 'qrcode';

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  /** Row by row: true is a dark module. */
  dark: boolean[];
}

/** Error correction M: a smudged screen or a glare spot still scans, and links stay in small versions. */
export function qrMatrixOf(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: Array.from(modules.data, (value) => value === 1) };
}
