/**
 * A check-in the desk refuses, in its own words (like a refused send, it is never
 * "tried again by itself"): someone who is not on the waiver.
 */
import { SigningRefusal } from '../features/signing/refusal.ts';

export class CheckInRefusal extends SigningRefusal {
  constructor(message: string, hint: string) {
    super('invalid_request', message, hint);
    this.name = 'CheckInRefusal';
  }
}
