import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaiverTemplate } from '../../../shared/domain/waiver.ts';
import { startHarness, type WaiverHarness } from './waiver-harness.ts';

type TemplatesBody = { type: string; message?: string; templates: WaiverTemplate[] };
type TemplateBody = { type: string; message?: string; template: WaiverTemplate };

describe('4.10 list templates and 4.11 retrieve one', () => {
  let h: WaiverHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('lists every template without custom field definitions by default', async () => {
    const res = await h.request<TemplatesBody>('/v4/templates');
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('templates');
    expect(res.body.templates.map((t) => t.templateId)).toEqual(
      h.sandbox.dataset.templates.map((t) => t.templateId),
    );
    for (const template of res.body.templates) {
      expect(template).not.toHaveProperty('customFields');
      expect(template).not.toHaveProperty('customParticipantFields');
      expect(template).toHaveProperty('webhook');
    }
  });

  it('includes the definitions with customFields=true', async () => {
    const res = await h.request<TemplatesBody>('/v4/templates?customFields=true');
    expect(res.body.templates).toEqual(h.sandbox.dataset.templates.map((t) => h.sandbox.wire.template(t)));
    expect(
      res.body.templates.every(
        (t) => Array.isArray(t.customFields) && Array.isArray(t.customParticipantFields),
      ),
    ).toBe(true);
  });

  it('hides unpublished templates with published=true', async () => {
    const all = (await h.request<TemplatesBody>('/v4/templates?published=false')).body.templates;
    const published = (await h.request<TemplatesBody>('/v4/templates?published=true')).body.templates;
    const unpublished = all.filter((t) => t.publishedOn === '');
    expect(unpublished.length).toBeGreaterThan(0);
    expect(published.map((t) => t.templateId)).toEqual(
      all.filter((t) => t.publishedOn !== '').map((t) => t.templateId),
    );
  });

  it.each(['customFields=yes', 'published=TRUE', 'customFields=1'])('refuses %s with 402', async (query) => {
    const res = await h.request(`/v4/templates?${query}`);
    expect(res.status).toBe(402);
    expect(res.body.type).toBe('data_error');
    expect(res.body.message).toContain(query.split('=')[0]);
  });

  it('retrieves a single template as type template', async () => {
    const template = h.sandbox.dataset.templates[1] as WaiverTemplate;
    const res = await h.request<TemplateBody>(`/v4/templates/${template.templateId}`);
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('template');
    const { customFields, customParticipantFields, ...listed } = template;
    expect(res.body.template).toEqual(h.sandbox.wire.template(listed));
    const full = await h.request<TemplateBody>(`/v4/templates/${template.templateId}?customFields=true`);
    expect(full.body.template.customFields).toEqual(customFields);
    expect(full.body.template.customParticipantFields).toEqual(customParticipantFields);
  });

  it('answers an unknown template id with 404', async () => {
    const res = await h.request('/v4/templates/9999999');
    expect(res.status).toBe(404);
    expect(res.body.type).toBe('error');
  });
});
