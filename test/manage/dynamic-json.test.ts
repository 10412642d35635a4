/** The dynamic template's settings as JSON text: read into objects, or a message that helps fix them. */
import { describe, expect, it } from 'vitest';
import { wordField } from '../../renderer/src/i18n/word-field.ts';
import { dynamicTemplateRequestSchema, jsonObjectProblem as problemId } from '../../shared/ipc/manage.ts';
import '../renderer/support/english.ts';

/** The problem as the page words it in English. */
const jsonObjectProblem = (text: string): string | null => {
  const id = problemId(text);
  return id === null ? null : wordField(id);
};

describe('jsonObjectProblem', () => {
  it('accepts any JSON object', () => {
    expect(jsonObjectProblem('{}')).toBeNull();
    expect(jsonObjectProblem('{ "meta": { "title": "Kayak" }, "n": [1, 2] }')).toBeNull();
  });

  it('asks for an object when the text is empty or not an object', () => {
    expect(jsonObjectProblem('  ')).toBe('Enter the settings as JSON, starting with { and ending with }.');
    expect(jsonObjectProblem('[1, 2]')).toBe('Enter a JSON object: it starts with { and ends with }.');
    expect(jsonObjectProblem('"text"')).toBe('Enter a JSON object: it starts with { and ends with }.');
    expect(jsonObjectProblem('null')).toBe('Enter a JSON object: it starts with { and ends with }.');
  });

  it('says on which line and column the JSON breaks', () => {
    const problem = jsonObjectProblem('{\n  "title": "Kayak"\n  "kiosk": true\n}');
    expect(problem).toMatch(/^This is not valid JSON at line 3, column 3 \(/);
    expect(problem).not.toContain('position');
  });

  it('names the usual slips: single quotes, a comma before the closing brace', () => {
    expect(jsonObjectProblem("{ 'title': 'Kayak' }")).toContain('double quotes');
    expect(jsonObjectProblem('{ "title": "Kayak", }')).toContain('remove the comma');
  });

  it('the contract reads the text into objects and checks the lifetime', () => {
    const parsed = dynamicTemplateRequestSchema.parse({
      template: '{"meta":{"title":"Kayak"}}',
      data: '{}',
      expirationMinutes: 60,
    });
    expect(parsed).toEqual({ template: { meta: { title: 'Kayak' } }, data: {}, expirationMinutes: 60 });
    const refused = dynamicTemplateRequestSchema.safeParse({
      template: '{"meta":',
      data: '[]',
      expirationMinutes: 2,
    });
    const fields = Object.fromEntries(
      refused.error?.issues.map((issue) => [issue.path.join('.'), wordField(issue.message)]) ?? [],
    );
    expect(fields.template).toMatch(/^This is not valid JSON/);
    expect(fields.data).toBe('Enter a JSON object: it starts with { and ends with }.');
    expect(fields.expirationMinutes).toBe('The link must last at least 5 minutes.');
  });
});
