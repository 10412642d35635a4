/**
 * A check-in the desk refuses (like a refused send, it is never "tried again by
 * itself"): someone who is not on the waiver, or someone who needs a look that
 * nobody at the desk confirmed.
 */
import { DeskRefusal } from '../refusal.ts';

export class CheckInRefusal extends DeskRefusal {
  /** `needsLook`: the positions chosen whose look was not confirmed; none: someone chosen is not on the waiver. */
  constructor(needsLook: readonly number[] = []) {
    super(
      'invalid_request',
      needsLook.length > 0
        ? { kind: 'check_in_needs_look', positions: [...needsLook] }
        : { kind: 'check_in_not_on_waiver' },
    );
    this.name = 'CheckInRefusal';
  }
}
