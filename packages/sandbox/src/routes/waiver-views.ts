/** A stored waiver with its PDF on request; the wire shape is applied after (wire/wire-format.ts). */
import type { SignedWaiver } from '../../../../shared/domain/waiver.ts';
import { renderWaiverPdf } from '../data/render.ts';

/** The stored waiver itself when no PDF is asked for: nothing is copied. */
export function waiverView(waiver: SignedWaiver, withPdf: boolean): SignedWaiver {
  return withPdf ? { ...waiver, pdf: renderWaiverPdf(waiver).toString('base64') } : waiver;
}
