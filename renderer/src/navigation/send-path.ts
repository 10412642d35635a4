/**
 * "Send a waiver" from a lookup or a scan that found no one: the Send screen opened
 * on the way that fits what was typed or scanned, with it filled in. A customer
 * number opens the auto-tag link, a phone number the text form, a name the
 * prefilled link with the name.
 */
import { paths } from '../paths.ts';

export type SendStart = { tag: string } | { phone: string } | { name: string };

// not words: address parameters the Send screen reads
export const SEND_PARAMS = { tab: 'tab', tag: 'tag', phone: 'phone', name: 'name' } as const;

/** A customer number as the desk reads one: letters and digits (a digit at least), no spaces. */
const TAG_SHAPE = /^[A-Za-z0-9_-]*\d[A-Za-z0-9_-]*$/;
/** Digits with the punctuation phone numbers are written with, ten digits or more. */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;

/** What the person typed into the lookup box, read as the start of a waiver to send. */
export function sendStartFor(typed: string): SendStart {
  const text = typed.trim();
  if (PHONE_SHAPE.test(text) && text.replace(/\D/g, '').length >= 10) return { phone: text };
  if (TAG_SHAPE.test(text)) return { tag: text };
  return { name: text };
}

export function sendPath(start: SendStart): string {
  const params = new URLSearchParams();
  if ('tag' in start) {
    params.set(SEND_PARAMS.tab, 'autoTag');
    params.set(SEND_PARAMS.tag, start.tag);
  } else if ('phone' in start) {
    params.set(SEND_PARAMS.tab, 'sms');
    params.set(SEND_PARAMS.phone, start.phone);
  } else {
    params.set(SEND_PARAMS.tab, 'prefill');
    if (start.name) params.set(SEND_PARAMS.name, start.name);
  }
  return `${paths.send}?${params.toString()}`;
}
