/**
 * This desk's updates, for a manager: the version it runs and its channel, where
 * it looks and when it last did, what is waiting and why it has not installed
 * yet; "Check now", "Restart now", keeping the desk on a version, putting an
 * install off, and where it looks. The desk installs only when nobody is using
 * it and never over a check-in; these buttons are the manager's say.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  saveUpdateChoicesSchema,
  UPDATE_CHANNELS,
  type UpdatesView,
} from '../../../../shared/ipc/updates.ts';
import { callDesk } from '../../bridge/index.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure } from '../../components/failure.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { useSessionId, useSessionQuery } from '../../desk/use-session-query.ts';
import { faultWords } from '../../failures/failure-words.ts';
import { formatClock, formatDay } from '../../format/time.ts';
import { checkForm, type FieldErrors } from '../../forms/check-form.ts';
import { FormField } from '../../forms/FormField.tsx';
import { commonText } from '../../i18n/words.ts';
import { sessionQueryKey } from '../../query/keys.ts';
import { diagnosticsText } from './words.ts';

const words = diagnosticsText.updates;
/** While the screen is open, what is fetched and when it installs changes by itself. */
const FOLLOW_MS = 5_000;
const DAY_DEFER = 1;
const WEEK_DEFER = 7;

function useUpdateAction<T>(call: (input: T) => Promise<UpdatesView>) {
  const queryClient = useQueryClient();
  const sessionId = useSessionId();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => queryClient.setQueryData(sessionQueryKey(sessionId, 'getUpdates', {}), view),
  });
}

export function UpdatesSection() {
  const query = useSessionQuery('getUpdates', {}, { refetchInterval: FOLLOW_MS });
  return (
    <section className="diagnostics-section" aria-labelledby="diagnostics-updates">
      <h2 id="diagnostics-updates">{words.heading}</h2>
      <QueryView query={query} loadingLabel={words.loading}>
        {(view) => <UpdatesShown view={view} />}
      </QueryView>
    </section>
  );
}

function UpdatesShown({ view }: { view: UpdatesView }) {
  const timeZone = useDeskTimeZone();
  const at = (iso: string) => words.dayAt(formatDay(iso, timeZone), formatClock(iso, timeZone));
  const check = useUpdateAction(() => callDesk('checkForUpdates', {}));
  const restart = useUpdateAction(() => callDesk('restartToUpdate', {}));
  const choose = useUpdateAction((choices: Parameters<typeof callDesk<'saveUpdateChoices'>>[1]) =>
    callDesk('saveUpdateChoices', choices),
  );
  const failed = check.error ?? restart.error ?? choose.error;
  const { waiting, holdUp, lastCheck, feed } = view;
  return (
    <div className="diagnostics-updates">
      <p>{words.running(view.version, words.channels[view.channel])}</p>
      {view.installs !== 'yes' ? <p className="form-help">{words.installs[view.installs]}</p> : null}
      <p>
        {!feed
          ? words.noFeed
          : feed.fault
            ? words.feedFault(faultWords(feed.fault))
            : feed.fromEnvironment
              ? words.feedLocked(feed.address, commonText.forms.lockedNote)
              : words.feed(feed.address)}
      </p>
      <p role="status">
        {view.checking
          ? words.checking
          : lastCheck
            ? words.lastCheck[lastCheck.outcome](formatClock(lastCheck.at, timeZone))
            : words.notYetChecked}{' '}
        {view.nextCheckAt ? words.nextCheck(formatClock(view.nextCheckAt, timeZone)) : null}
      </p>
      {waiting ? (
        <p>
          {waiting.state === 'downloading'
            ? words.waiting.downloading(waiting.version, waiting.percent)
            : words.waiting[waiting.state](waiting.version)}
        </p>
      ) : null}
      {holdUp ? (
        <p>
          {holdUp.reason === 'check-in-open'
            ? words.holdUp['check-in-open']
            : holdUp.reason === 'deferred'
              ? words.holdUp.deferred(at(holdUp.until))
              : words.holdUp['in-use'](formatClock(holdUp.until, timeZone))}
        </p>
      ) : null}
      {view.pinnedVersion ? <p>{words.pinned(view.pinnedVersion)}</p> : null}
      <div className="actions">
        {view.installs === 'yes' ? (
          <button
            type="button"
            className="button-quiet"
            onClick={() => check.mutate(undefined)}
            disabled={view.checking}
          >
            {words.checkNow}
          </button>
        ) : null}
        {waiting?.state === 'ready' ? (
          <button type="button" className="button" onClick={() => restart.mutate(undefined)}>
            {words.restartNow}
          </button>
        ) : null}
        {view.pinnedVersion ? (
          <button
            type="button"
            className="button-quiet"
            onClick={() => choose.mutate({ pinnedVersion: null })}
          >
            {words.unpin}
          </button>
        ) : (
          <button
            type="button"
            className="button-quiet"
            onClick={() => choose.mutate({ pinnedVersion: view.version })}
          >
            {words.keepOnThis(view.version)}
          </button>
        )}
        {view.deferredUntil ? (
          <button type="button" className="button-quiet" onClick={() => choose.mutate({ deferDays: null })}>
            {words.undefer}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button-quiet"
              onClick={() => choose.mutate({ deferDays: DAY_DEFER })}
            >
              {words.deferDay}
            </button>
            <button
              type="button"
              className="button-quiet"
              onClick={() => choose.mutate({ deferDays: WEEK_DEFER })}
            >
              {words.deferWeek}
            </button>
          </>
        )}
      </div>
      {failed ? <ErrorPanel failure={describeFailure(failed)} /> : null}
      <FeedForm view={view} onSave={(choices) => choose.mutateAsync(choices)} />
    </div>
  );
}

function FeedForm({
  view,
  onSave,
}: {
  view: UpdatesView;
  onSave: (choices: { feedUrl?: string; channel: UpdatesView['channel'] }) => Promise<unknown>;
}) {
  const locked = view.feed?.fromEnvironment === true;
  const [address, setAddress] = useState(locked ? '' : (view.feed?.address ?? ''));
  const [channel, setChannel] = useState(view.channel);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const submit = async () => {
    const input = locked ? { channel } : { feedUrl: address, channel };
    const checked = checkForm(saveUpdateChoicesSchema, input);
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    setErrors({});
    setState('saving');
    try {
      await onSave(input);
      setState('saved');
    } catch {
      setState('idle');
    }
  };
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={state === 'saving'}>
        <legend>{words.form.legend}</legend>
        {locked ? null : (
          <FormField label={words.form.address} error={errors.feedUrl} help={words.form.addressHelp}>
            {(control) => (
              <input
                {...control}
                type="url"
                name="feedUrl"
                value={address}
                onChange={(event) => setAddress(event.currentTarget.value)}
              />
            )}
          </FormField>
        )}
        <FormField label={words.form.channel} error={errors.channel}>
          {(control) => (
            <select
              {...control}
              name="channel"
              value={channel}
              onChange={(event) => setChannel(event.currentTarget.value as UpdatesView['channel'])}
            >
              {UPDATE_CHANNELS.map((each) => (
                <option key={each} value={each}>
                  {words.channels[each]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="submit" className="button">
          {state === 'saving' ? words.form.saving : words.form.save}
        </button>
        <span role="status">{state === 'saved' ? words.form.saved : ''}</span>
      </fieldset>
    </form>
  );
}
