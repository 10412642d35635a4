import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../src/index.ts';

describe('the auto-tag link page', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 5, waivers: 20 });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('shows the template and the tag the signed waiver will carry', async () => {
    const template = sandbox.dataset.templates[0]!;
    const answer = await fetch(
      `${sandbox.baseUrl}/auto/?auto_waiverid=${template.templateId}&auto_tag=${encodeURIComponent('M-1234<b>')}`,
    );
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(template.title.replace(/&/g, '&#38;'));
    expect(html).toContain('Tagged: M-1234&#60;b&#62;');
  });

  it('refuses an unknown template and a tag over 64 characters', async () => {
    expect((await fetch(`${sandbox.baseUrl}/auto/?auto_waiverid=nope&auto_tag=x`)).status).toBe(404);
    const template = sandbox.dataset.templates[0]!;
    expect(
      (
        await fetch(
          `${sandbox.baseUrl}/auto/?auto_waiverid=${template.templateId}&auto_tag=${'x'.repeat(65)}`,
        )
      ).status,
    ).toBe(400);
  });
});
