/**
 * "Who's at the desk" in the header: the name of whoever stands at the counter now, a
 * click and a few letters away (Enter saves, Esc leaves it as it was), kept on this
 * computer and recorded with each check-in, override, undo and mark (the trail shows
 * it). Never required: without a name the desk's name stands alone. Staff change it
 * with Settings locked, as the main process allows.
 */
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { WORKER_NAME_MAX } from '../../../../shared/ipc/setting-rules.ts';
import { useDeskSettings } from '../../account/account-queries.ts';
import { describeFailure } from '../../components/failure.ts';
import { useSaveSettings } from '../../screens/settings/save-settings.ts';
import { workerAtDeskText as words } from './words.ts';
import './at-the-desk.css';

export function WorkerAtDesk() {
  const settings = useDeskSettings().data;
  const saved = settings?.preferences.workerName ?? '';
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState('');
  const save = useSaveSettings(() => setEditing(false));
  const inputId = useId();
  if (!settings) return null;

  const open = () => {
    setTyped(saved);
    save.reset();
    setEditing(true);
  };
  const keep = (name: string) => {
    if (!save.isPending) save.mutate({ workerName: name.trim() });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    keep(typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setEditing(false);
  };

  if (!editing)
    return (
      <span className="worker-at-desk">
        <button
          type="button"
          className="worker-at-desk-button"
          title={words.title}
          onClick={open}
          data-testid="worker-at-desk"
        >
          {saved ? words.named(saved) : words.ask}
        </button>
      </span>
    );
  return (
    <span className="worker-at-desk">
      <form
        className="worker-at-desk-form"
        onSubmit={submit}
        onKeyDown={onKeyDown}
        data-testid="worker-at-desk-form"
      >
        <label className="visually-hidden" htmlFor={inputId}>
          {words.label}
        </label>
        <input
          id={inputId}
          type="text"
          value={typed}
          maxLength={WORKER_NAME_MAX}
          placeholder={words.placeholder}
          autoComplete="off"
          spellCheck={false}
          // The person asked for the field: the cursor goes where they will type.
          // biome-ignore lint/a11y/noAutofocus: opened on purpose by a click on the name
          autoFocus
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? words.saving : words.save}
        </button>
        {saved ? (
          <button type="button" className="button-quiet" disabled={save.isPending} onClick={() => keep('')}>
            {words.clear}
          </button>
        ) : null}
        <button type="button" className="button-quiet" onClick={() => setEditing(false)}>
          {words.cancel}
        </button>
      </form>
      {save.error ? (
        <p className="worker-at-desk-error form-error" role="alert">
          {describeFailure(save.error).message}
        </p>
      ) : null}
    </span>
  );
}
