/**
 * A check-in the desk refuses (like a refused send, it is never "tried again by
 * itself"): someone who is not on the waiver.
 */
import { DeskRefusal } from '../refusal.ts';

export class CheckInRefusal extends DeskRefusal {
  constructor() {
    super('invalid_request', { kind: 'check_in_not_on_waiver' });
    this.name = 'CheckInRefusal';
  }
}
