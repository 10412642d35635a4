import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsRecord, WaiverTemplate } from '../../../shared/domain/waiver.ts';
import { DAY_MS, startHarness, type WaiverHarness } from './waiver-harness.ts';

type SmsBody = { type: string; message?: string; sms: SmsRecord };

describe('4.9 send SMS', () => {
  let h: WaiverHarness;
  let template: WaiverTemplate;
  const send = (body: unknown) => h.request<SmsBody>('/v4/sms', { method: 'POST', body });

  beforeAll(async () => {
    h = await startHarness({ smsDailyCap: 3 });
    template = h.sandbox.dataset.templates[0] as WaiverTemplate;
  });
  afterAll(() => h.close());

  it('sends to a 10-digit number and formats it', async () => {
    const res = await send({ templateId: template.templateId, number: 3035550142 });
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('sms');
    expect(res.body.sms).toMatchObject({
      phone: '+1 (303) 555-0142',
      template: { uuid: template.templateId, title: template.title },
      status: 1,
      date: '2025-06-14T09:20:00-06:00',
    });
    expect(res.body.sms.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('accepts 11 digits starting with 1', async () => {
    const res = await send({ templateId: template.templateId, number: 14165550199 });
    expect(res.body.sms.phone).toBe('+1 (416) 555-0199');
  });

  it.each([
    [{ number: 3035550142 }, 'Missing required field: templateId'],
    [{ templateId: '2417005' }, 'Missing required field: number'],
    [{ templateId: '2417005', number: '3035550142' }, 'number must be an integer'],
    [
      { templateId: '2417005', number: 303555014 },
      'number must be a US or Canada number: 10 digits, or 11 starting with 1',
    ],
    [
      { templateId: '2417005', number: 23035550142 },
      'number must be a US or Canada number: 10 digits, or 11 starting with 1',
    ],
    [
      { templateId: '2417005', number: 1035550142 },
      'number must be a US or Canada number: 10 digits, or 11 starting with 1',
    ],
    [
      { templateId: '2417005', number: 447911123456 },
      'number must be a US or Canada number: 10 digits, or 11 starting with 1',
    ],
    [{ templateId: 2417005, number: 3035550142 }, 'templateId must be a string'],
    [{ templateId: '1111111', number: 3035550142 }, 'templateId does not name a waiver template'],
  ])('refuses %j with 402', async (body, message) => {
    const res = await send(body);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ type: 'data_error', message });
  });

  it('stops at the daily cap and opens again the next day', async () => {
    const third = await send({ templateId: template.templateId, number: 3035550143 });
    expect(third.status).toBe(200);
    const capped = await send({ templateId: template.templateId, number: 3035550144 });
    expect(capped.status).toBe(402);
    expect(capped.body).toMatchObject({ type: 'data_error', message: 'Daily SMS limit reached' });
    h.advance(DAY_MS);
    expect((await send({ templateId: template.templateId, number: 3035550144 })).status).toBe(200);
  });
});
