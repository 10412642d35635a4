/** How a stored waiver goes on the wire: whole, with its PDF on request, or summarized. */
import type { SignedWaiver, WaiverSummary } from '../../../shared/domain/waiver.ts';
import { renderWaiverPdf } from '../data/render.ts';

/** The stored waiver itself when no PDF is asked for: nothing is copied. */
export function waiverView(waiver: SignedWaiver, withPdf: boolean): SignedWaiver {
  return withPdf ? { ...waiver, pdf: renderWaiverPdf(waiver).toString('base64') } : waiver;
}

export function waiverSummary(waiver: SignedWaiver): WaiverSummary {
  return {
    waiverId: waiver.waiverId,
    templateId: waiver.templateId,
    title: waiver.title,
    createdOn: waiver.createdOn,
    expirationDate: waiver.expirationDate,
    expired: waiver.expired,
    verified: waiver.verified,
    kiosk: waiver.kiosk,
    firstName: waiver.firstName,
    middleName: waiver.middleName,
    lastName: waiver.lastName,
    dob: waiver.dob,
    isMinor: waiver.isMinor,
    autoTag: waiver.autoTag,
    tags: waiver.tags,
  };
}
