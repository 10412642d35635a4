import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupReservation, GroupReservationRequest } from '../../../shared/domain/waiver.ts';
import { startHarness, type WaiverHarness } from './waiver-harness.ts';

describe('4.6 group reservations', () => {
  let h: WaiverHarness;
  let request: GroupReservationRequest;
  const store = (body: unknown) => h.request('/groups/store', { method: 'POST', body });

  beforeAll(async () => {
    h = await startHarness();
    request = {
      event: {
        event_date: '2025-06-21T14:00:00-06:00',
        leader: 'Pine Ridge Scouts',
        name: 'Troop 12 outing',
      },
      leader: { first_name: 'Dana', last_name: 'Whitfield', email: 'dana@example.com' },
      template: h.sandbox.dataset.templates[0]?.templateId as string,
      participants: [{ first_name: 'Eli', last_name: 'Park' }],
    };
  });
  afterAll(() => h.close());

  it('answers {data} without the envelope, inviting the leader through the service by default', async () => {
    const res = await store(request);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    const data = res.body.data as GroupReservation;
    expect(data).toMatchObject({
      template: request.template,
      mailer: 'service',
      event: {
        event_date: '2025-06-21T14:00:00-06:00',
        leader: 'Pine Ridge Scouts',
        name: 'Troop 12 outing',
        description: '',
      },
      leader: request.leader,
      user: h.sandbox.dataset.account.id,
    });
    expect(data.invite_urls).toHaveLength(1);
    expect(data.invite_urls[0]?.recipient).toBe('dana@example.com');
    expect(data.invite_urls[0]?.invite_url.startsWith(`${h.sandbox.baseUrl}/sign/group/`)).toBe(true);
    expect((await fetch(data.invite_urls[0]?.invite_url as string)).status).toBe(200);
    expect((await fetch(data.group_management)).status).toBe(200);
  });

  it('leaves the recipient empty when the caller mails the links', async () => {
    const res = await store({ ...request, mailer: 'thirdparty' });
    const data = res.body.data as GroupReservation;
    expect(data.mailer).toBe('thirdparty');
    expect(data.invite_urls[0]?.recipient).toBe('');
  });

  it.each([
    [
      (r: GroupReservationRequest) => ({ ...r, event: { leader: 'X' } }),
      'Missing required field: event.event_date',
    ],
    [
      (r: GroupReservationRequest) => ({ ...r, event: { ...r.event, event_date: '2025-06-21T14:00:00' } }),
      'event.event_date must be an RFC 3339 date-time with a timezone (UTC is +00:00)',
    ],
    [
      (r: GroupReservationRequest) => ({ ...r, event: { ...r.event, event_date: '2025-06-21' } }),
      'event.event_date must be an RFC 3339 date-time with a timezone (UTC is +00:00)',
    ],
    [
      (r: GroupReservationRequest) => ({ ...r, event: { event_date: r.event.event_date } }),
      'Missing required field: event.leader',
    ],
    [
      (r: GroupReservationRequest) => ({ ...r, leader: { first_name: 'D', last_name: 'W' } }),
      'Missing required field: leader.email',
    ],
    [
      (r: GroupReservationRequest) => ({ ...r, leader: { ...r.leader, email: 'not-an-email' } }),
      'leader.email must be an email address',
    ],
    [
      (r: GroupReservationRequest) => ({ ...r, leader: { ...r.leader, first_name: ' ' } }),
      'leader.first_name must not be empty',
    ],
    [
      (r: GroupReservationRequest) => ({ ...r, template: '7777777' }),
      'template does not name a waiver template',
    ],
    [(r: GroupReservationRequest) => ({ ...r, mailer: 'fax' }), "mailer must be 'service' or 'thirdparty'"],
    [
      (r: GroupReservationRequest) => ({ ...r, participants: [{ first_name: 'Solo' }] }),
      'Missing required field: participants.[0].last_name',
    ],
    [
      (r: GroupReservationRequest) => ({ event: r.event, leader: r.leader }),
      'Missing required field: template',
    ],
  ])('refuses invalid data with 402 in the envelope (%#)', async (mutate, message) => {
    const res = await store(mutate(request));
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ version: 4, type: 'data_error', message });
  });

  it('refuses unsupported members with 400, top-level or nested', async () => {
    const top = await store({ ...request, venue: 'Gym' });
    expect(top.status).toBe(400);
    expect(top.body).toMatchObject({ type: 'parameter_error', message: 'Unsupported parameter: venue' });
    const nested = await store({ ...request, leader: { ...request.leader, phone: '555' } });
    expect(nested.body.message).toBe('Unsupported parameter: leader.phone');
  });

  it('refuses a non-JSON body with 406 in the envelope', async () => {
    const res = await h.request('/groups/store', {
      method: 'POST',
      rawBody: 'event=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(406);
    expect(res.body).toMatchObject({ version: 4, type: 'error', message: 'Invalid content type' });
  });
});
