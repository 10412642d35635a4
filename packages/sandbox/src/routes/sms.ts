/** 4.9 Send a waiver link by SMS: US and Canada numbers only, a daily cap. */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SmsRecord } from '../../../../shared/domain/waiver.ts';
import { formatZonedIso } from '../server/dates.ts';
import { DataError } from '../server/errors.ts';
import { parseBody } from '../server/validate.ts';
import { type ApiRoute, envelope } from './route.ts';
import { nonEmptyText } from './schemas.ts';

/** The 10 national digits of a NANP number (area code and exchange start 2-9), or null. */
export function nanpNationalNumber(number: number): string | null {
  const digits = String(number);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null;
}

function formatNanp(national: string): string {
  return `+1 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

const smsBody = z.strictObject({
  templateId: nonEmptyText(),
  number: z.int({ error: 'must be an integer' }).refine((value) => nanpNationalNumber(value) !== null, {
    error: 'must be a US or Canada number: 10 digits, or 11 starting with 1',
  }),
});

export const smsRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v4/sms',
    body: true,
    handle({ body, now, account }) {
      const request = parseBody(smsBody, body);
      const template = account.template(request.templateId);
      if (!template) throw new DataError('templateId does not name a waiver template');
      const record: SmsRecord = {
        id: randomUUID().replaceAll('-', ''),
        phone: formatNanp(nanpNationalNumber(request.number) as string),
        template: { uuid: template.templateId, title: template.title },
        status: 1,
        date: formatZonedIso(now, account.timeZone),
      };
      if (!account.sms.trySend(now, { ...record, number: request.number })) {
        throw new DataError('Daily SMS limit reached');
      }
      return envelope('sms', record);
    },
  },
];
