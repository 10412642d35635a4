/**
 * Group reservations (4.6). The request arrives checked field for field; only
 * what was filled in is sent, so an empty description is not sent as one.
 */

import type { z } from 'zod';
import type { GroupReservationRequest } from '../../../../shared/domain/waiver.ts';
import type { DeskHandlers } from '../../../../shared/ipc/contract.ts';
import type { groupReservationRequestSchema } from '../../../../shared/ipc/manage.ts';
import { type DeskServices, interactiveCall, requireWaiver } from '../../desk-services.ts';

type GroupRequest = z.output<typeof groupReservationRequestSchema>;

export function groupBodyOf(request: GroupRequest): GroupReservationRequest {
  const { event, leader, template, mailer, participants } = request;
  return {
    event: {
      event_date: event.event_date,
      leader: event.leader,
      ...(event.name ? { name: event.name } : {}),
      ...(event.description ? { description: event.description } : {}),
    },
    leader: { first_name: leader.first_name, last_name: leader.last_name, email: leader.email },
    template,
    mailer,
    ...(participants.length > 0
      ? {
          participants: participants.map((person) => ({
            first_name: person.first_name,
            last_name: person.last_name,
            ...(person.email ? { email: person.email } : {}),
          })),
        }
      : {}),
  };
}

export const groupHandlers = (desk: DeskServices): Pick<DeskHandlers, 'createGroupReservation'> => ({
  createGroupReservation: async (request, context) => {
    const session = await desk.session();
    return requireWaiver(session).createGroup(groupBodyOf(request), interactiveCall(context, session));
  },
});
