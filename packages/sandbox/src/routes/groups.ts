/** 4.6 Create a group reservation: no /v4 prefix and, on success, no envelope. */
import { z } from 'zod';
import type { GroupReservation } from '../../../../shared/domain/waiver.ts';
import { isRfc3339WithZone } from '../server/dates.ts';
import { DataError } from '../server/errors.ts';
import { parseBody } from '../server/validate.ts';
import type { ApiRoute } from './route.ts';
import { emailText, nonEmptyText, text } from './schemas.ts';

const groupBody = z.strictObject({
  event: z.strictObject(
    {
      event_date: text().refine(isRfc3339WithZone, {
        error: 'must be an RFC 3339 date-time with a timezone (UTC is +00:00)',
      }),
      leader: nonEmptyText(),
      name: text().optional(),
      description: text().optional(),
    },
    { error: 'must be an object' },
  ),
  leader: z.strictObject(
    { first_name: nonEmptyText(), last_name: nonEmptyText(), email: emailText() },
    { error: 'must be an object' },
  ),
  template: nonEmptyText(),
  mailer: z.enum(['service', 'thirdparty'], { error: "must be 'service' or 'thirdparty'" }).optional(),
  participants: z
    .array(
      z.strictObject(
        { first_name: nonEmptyText(), last_name: nonEmptyText(), email: emailText().optional() },
        { error: 'must be an object' },
      ),
      { error: 'must be an array' },
    )
    .optional(),
});

export const groupRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/groups/store',
    body: true,
    handle({ body, account }) {
      const request = parseBody(groupBody, body);
      if (!account.template(request.template))
        throw new DataError('template does not name a waiver template');
      const mailer = request.mailer ?? 'service';
      const invite = account.links.create('group', request.template, null);
      const management = account.links.create('group-management', request.template, null);
      const reservation: GroupReservation = {
        template: request.template,
        mailer,
        event: {
          event_date: request.event.event_date,
          leader: request.event.leader,
          name: request.event.name ?? '',
          description: request.event.description ?? '',
        },
        leader: request.leader,
        user: account.dataset.account.id,
        invite_urls: [
          {
            invite_url: `${account.baseUrl}/sign/group/${invite}`,
            // The service emails the leader itself only when it is the mailer.
            recipient: mailer === 'service' ? request.leader.email : '',
          },
        ],
        group_management: `${account.baseUrl}/groups/manage/${management}`,
      };
      return { kind: 'bare', status: 200, body: { data: reservation } };
    },
  },
];
