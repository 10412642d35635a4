/**
 * The auto-tag link: the waiver signed through it carries the customer number,
 * so once it arrives in the desk's copy the lookup box finds it by that number.
 * Made by the desk alone: it works while the service is out of reach.
 */
import type { FormEvent } from 'react';
import { autoTagSchema, type SigningTemplate } from '../../../../shared/ipc/signing.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { FormField } from '../../forms/FormField.tsx';
import { autoTagDraftStore, useAutoTagDraft } from './auto-tag-draft.ts';
import { LinkResult } from './LinkResult.tsx';

export function AutoTagPanel({ template }: { template: SigningTemplate }) {
  const tag = useAutoTagDraft((state) => state.tag);
  const touched = useAutoTagDraft((state) => state.tagTouched);
  const making = useAutoTagDraft((state) => state.making);
  const link = useAutoTagDraft((state) => state.link);
  const failure = useAutoTagDraft((state) => state.failure);
  const checked = autoTagSchema.safeParse(tag);
  const error = touched && !checked.success ? checked.error.issues[0]?.message : undefined;
  const shown = link && link.templateId === template.templateId && link.tag === tag.trim() ? link : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const draft = autoTagDraftStore.getState();
    draft.touchTag();
    if (checked.success) void draft.make(template.templateId);
  };

  return (
    <div className="send-panel-body">
      <form className="form-stack" onSubmit={submit} noValidate aria-label="Make an auto-tag link">
        <FormField
          label="Customer number"
          error={error}
          help="Your own number for this customer (membership, booking…), up to 64 characters. The signed waiver carries it."
        >
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
            {making ? 'Making the link…' : 'Make the link'}
          </button>
        </div>
      </form>
      {failure ? <ErrorPanel failure={failure} /> : null}
      {shown ? (
        <LinkResult title="Auto-tag link" url={shown.url} testId="auto-tag-link">
          <p className="link-result-note">
            Once the customer signs and the waiver reaches this desk, type or scan{' '}
            <strong>{shown.tag}</strong> in the lookup box to find it.
          </p>
          {shown.hostSource === 'demo' ? (
            <p className="link-result-note">
              On the demo account the link leads to the built-in demo service.
            </p>
          ) : (
            <p className="link-result-note">The signing pages’ address can be changed in Settings.</p>
          )}
        </LinkResult>
      ) : null}
    </div>
  );
}
