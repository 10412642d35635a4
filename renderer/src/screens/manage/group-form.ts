/**
 * The group reservation form as typed, and the request it makes: the event's
 * start is typed as a wall-clock time in the desk's zone and sent as RFC 3339
 * with that zone's offset, so the service cannot read it in some other zone.
 */
import {
  type GroupReservationInput,
  groupReservationRequestSchema,
  zonedWallTime,
} from '../../../../shared/ipc/manage.ts';
import { type Checked, checkForm } from '../../forms/check-form.ts';
import { wordField } from '../../i18n/word-field.ts';

export interface ParticipantRow {
  /** Stable across edits and removals, for React and for focus. */
  key: number;
  first: string;
  last: string;
  email: string;
}

export interface GroupInputs {
  /** As a datetime-local input gives it: `2031-05-06T14:30`. */
  startsAt: string;
  reservationName: string;
  eventName: string;
  description: string;
  leaderFirst: string;
  leaderLast: string;
  leaderEmail: string;
  template: string;
  mailer: 'service' | 'thirdparty';
  participants: ParticipantRow[];
}

export const EVENT_DATE_FIELD = 'event.event_date';

export function emptyGroupInputs(): GroupInputs {
  return {
    startsAt: '',
    reservationName: '',
    eventName: '',
    description: '',
    leaderFirst: '',
    leaderLast: '',
    leaderEmail: '',
    template: '',
    mailer: 'service',
    participants: [],
  };
}

export function groupRequestOf(inputs: GroupInputs, timeZone: string): GroupReservationInput {
  const start = zonedWallTime(inputs.startsAt, timeZone);
  return {
    event: {
      event_date: start.ok ? start.rfc3339 : '',
      leader: inputs.reservationName,
      name: inputs.eventName,
      description: inputs.description,
    },
    leader: { first_name: inputs.leaderFirst, last_name: inputs.leaderLast, email: inputs.leaderEmail },
    template: inputs.template,
    mailer: inputs.mailer,
    participants: inputs.participants.map((row) => ({
      first_name: row.first,
      last_name: row.last,
      email: row.email,
    })),
  };
}

/** Checked with the contract's schema; the start's own problem (a skipped hour, no such day) wins over "enter it". */
export function checkGroupInputs(
  inputs: GroupInputs,
  timeZone: string,
): Checked<ReturnType<typeof groupReservationRequestSchema.parse>> {
  const checked = checkForm(groupReservationRequestSchema, groupRequestOf(inputs, timeZone));
  const start = zonedWallTime(inputs.startsAt, timeZone);
  if (start.ok) return checked;
  const fields = checked.ok ? {} : checked.fields;
  return { ok: false, fields: { ...fields, [EVENT_DATE_FIELD]: wordField(start.problem) } };
}
