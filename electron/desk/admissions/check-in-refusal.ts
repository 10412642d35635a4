/**
 * A check-in the desk refuses, in its own words (like a refused send, it is never
 * "tried again by itself"): someone who is not on the waiver.
 */
import { DeskRefusal } from '../refusal.ts';

export class CheckInRefusal extends DeskRefusal {
  constructor(message: string, hint: string) {
    super('invalid_request', message, hint);
    this.name = 'CheckInRefusal';
  }
}
