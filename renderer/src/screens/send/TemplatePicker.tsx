/**
 * The waiver to send, shared by the three ways of sending it: published waivers
 * first; drafts are listed apart, since customers would sign an unpublished text.
 */
import type { SigningTemplate } from '../../../../shared/ipc/signing.ts';
import { FormField } from '../../forms/FormField.tsx';

interface Props {
  templates: SigningTemplate[];
  value: string;
  onChange(templateId: string): void;
  /** 'copy': the list comes from the desk's copy while the service is out of reach. */
  source: 'service' | 'copy';
}

export function TemplatePicker({ templates, value, onChange, source }: Props) {
  const published = templates.filter((template) => template.published);
  const drafts = templates.filter((template) => !template.published);
  const chosen = templates.find((template) => template.templateId === value);
  const help =
    chosen && !chosen.published
      ? 'This waiver is not published: the customer would sign a draft.'
      : source === 'copy'
        ? 'Listed from this desk’s copy: the waiver service cannot be reached right now.'
        : undefined;
  return (
    <FormField label="Waiver to sign" help={help}>
      {(control) => (
        <select
          {...control}
          className="send-select"
          name="templateId"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <optgroup label="Published">
            {published.map((template) => (
              <option key={template.templateId} value={template.templateId}>
                {template.title}
              </option>
            ))}
          </optgroup>
          {drafts.length > 0 ? (
            <optgroup label="Not published">
              {drafts.map((template) => (
                <option key={template.templateId} value={template.templateId}>
                  {template.title} (not published)
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      )}
    </FormField>
  );
}
