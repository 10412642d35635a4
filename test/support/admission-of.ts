/** What the check-in flow records of the first person on a waiver admitted at a desk, for tests and the bench. */
import { randomBytes } from 'node:crypto';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { Admission } from '../../shared/ipc/admissions.ts';

export function admissionOf(waiver: SignedWaiver, deskId = 'front-desk'): Admission {
  const person = waiver.participants[0];
  return {
    admissionId: `adm-${randomBytes(8).toString('hex')}`,
    waiverId: waiver.waiverId,
    position: 0,
    name: `${person?.firstName ?? waiver.firstName} ${person?.lastName ?? waiver.lastName}`,
    dob: person?.dob ?? waiver.dob,
    isMinor: person?.isMinor ?? false,
    autoTag: waiver.autoTag,
    title: waiver.title,
    admittedAt: new Date().toISOString(),
    day: new Date().toISOString().slice(0, 10),
    deskId,
    deskName: 'Front desk',
    tone: 'ok',
  };
}
