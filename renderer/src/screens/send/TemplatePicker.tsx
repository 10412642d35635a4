/**
 * The waiver to send, shared by the three ways of sending it: published waivers
 * first; drafts are listed apart, since customers would sign an unpublished text.
 */
import type { SigningTemplate } from '../../../../shared/ipc/signing.ts';
import { FormField } from '../../forms/FormField.tsx';
import { sendText } from './words.ts';

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
      ? sendText.templatePicker.helpDraftChosen
      : source === 'copy'
        ? sendText.templatePicker.helpFromCopy
        : undefined;
  return (
    <FormField label={sendText.templatePicker.label} help={help}>
      {(control) => (
        <select
          {...control}
          className="send-select"
          name="templateId"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <optgroup label={sendText.templatePicker.publishedGroup}>
            {published.map((template) => (
              <option key={template.templateId} value={template.templateId}>
                {template.title}
              </option>
            ))}
          </optgroup>
          {drafts.length > 0 ? (
            <optgroup label={sendText.templatePicker.draftsGroup}>
              {drafts.map((template) => (
                <option key={template.templateId} value={template.templateId}>
                  {sendText.templatePicker.draftOption(template.title)}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      )}
    </FormField>
  );
}
