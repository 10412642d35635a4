/**
 * The auto-tag link: the waiver signed through it carries the customer number,
 * so once it arrives in the desk's copy the lookup box finds it by that number.
 * Made by the desk alone: it works while the service is out of reach.
 */
import type { FormEvent } from 'react';
import { autoTagSchema, type SigningTemplate } from '../../../../shared/ipc/signing.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { FormField } from '../../forms/FormField.tsx';
import { wordField } from '../../i18n/word-field.ts';
import { autoTagDraftStore, useAutoTagDraft } from './auto-tag-draft.ts';
import { LinkResult } from './LinkResult.tsx';
import { sendText } from './words.ts';

export function AutoTagPanel({ template }: { template: SigningTemplate }) {
  const tag = useAutoTagDraft((state) => state.tag);
  const touched = useAutoTagDraft((state) => state.tagTouched);
  const making = useAutoTagDraft((state) => state.making);
  const link = useAutoTagDraft((state) => state.link);
  const failure = useAutoTagDraft((state) => state.failure);
  const checked = autoTagSchema.safeParse(tag);
  const schemaMessage = touched && !checked.success ? checked.error.issues[0]?.message : undefined;
  const error = schemaMessage === undefined ? undefined : wordField(schemaMessage);
  const shown = link && link.templateId === template.templateId && link.tag === tag.trim() ? link : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const draft = autoTagDraftStore.getState();
    draft.touchTag();
    if (checked.success) void draft.make(template.templateId);
  };

  return (
    <div className="send-panel-body">
      <form className="form-stack" onSubmit={submit} noValidate aria-label={sendText.autoTag.formLabel}>
        <FormField label={sendText.autoTag.tagLabel} error={error} help={sendText.autoTag.tagHelp}>
          {(control) => (
            <input
              {...control}
              className="send-input"
              name="autoTag"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={tag}
              onChange={(event) => autoTagDraftStore.getState().setTag(event.target.value)}
              onBlur={() => {
                if (tag !== '') autoTagDraftStore.getState().touchTag();
              }}
            />
          )}
        </FormField>
        <div className="form-actions">
          <button type="submit" className="button" disabled={making}>
            {making ? sendText.autoTag.making : sendText.autoTag.make}
          </button>
        </div>
      </form>
      {failure ? <ErrorPanel failure={failure} /> : null}
      {shown ? (
        <LinkResult title={sendText.autoTag.linkTitle} url={shown.url} testId="auto-tag-link">
          <p className="link-result-note">
            {sendText.autoTag.findBefore} <strong>{shown.tag}</strong>
            {sendText.autoTag.findAfter}
          </p>
          {shown.hostSource === 'demo' ? (
            <p className="link-result-note">{sendText.autoTag.demoNote}</p>
          ) : (
            <p className="link-result-note">{sendText.autoTag.hostNote}</p>
          )}
        </LinkResult>
      ) : null}
    </div>
  );
}
