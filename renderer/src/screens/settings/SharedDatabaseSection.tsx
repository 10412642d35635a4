/**
 * Settings' Several desks: the shared database's address and password, whether
 * this desk should keep the shared copy up to date for all, "Test connection"
 * (what is wrong, in the desk's words, before anything is saved) and how the
 * desk stands with the shared copy now.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { SharedDatabaseRequest, SharedDatabaseView } from '../../../../shared/ipc/shared-database.ts';
import { useSharedDatabase } from '../../account/account-queries.ts';
import { callDesk } from '../../bridge/index.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure } from '../../components/failure.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { formatCount } from '../../format/numbers.ts';
import { formatClock, formatDay } from '../../format/time.ts';
import { FormField } from '../../forms/FormField.tsx';
import { LockedValue } from '../../forms/LockedValue.tsx';
import { refreshAccountViews } from '../../query/keys.ts';
import { sharedDatabaseProblemWords, sharedDatabaseVerdictWords } from './shared-database-problem.ts';
import { settingsText } from './words.ts';

const words = settingsText.sharedDatabase;

/** Rows of the shared copy this desk could not read: how many, since when. */
function UnreadableRows({ unreadable }: { unreadable: NonNullable<SharedDatabaseView['unreadable']> }) {
  const timeZone = useDeskTimeZone();
  return (
    <p className="form-help" role="status" data-testid="shared-database-unreadable">
      {words.unreadable(
        unreadable.count,
        formatCount(unreadable.count),
        formatDay(unreadable.since, timeZone),
        formatClock(unreadable.since, timeZone),
      )}
    </p>
  );
}

function SharedDatabaseForm({ saved }: { saved: SharedDatabaseView }) {
  const queryClient = useQueryClient();
  const [address, setAddress] = useState(saved.address);
  const [password, setPassword] = useState('');
  const [preferSync, setPreferSync] = useState(saved.preferSync);
  const [verdict, setVerdict] = useState<{ ok: boolean; message: string } | null>(null);
  const request = (): SharedDatabaseRequest => ({
    address: address.trim(),
    ...(password ? { password } : {}),
    preferSync,
  });
  const test = useMutation({
    mutationFn: () => callDesk('testSharedDatabase', request()),
    onMutate: () => setVerdict(null),
    onSuccess: (result) => setVerdict({ ok: result.ok, message: sharedDatabaseVerdictWords(result) }),
  });
  const save = useMutation({
    mutationFn: () => callDesk('saveSharedDatabase', request()),
    onMutate: () => setVerdict(null),
    onSuccess: () => {
      setPassword('');
      setVerdict({ ok: true, message: words.saved });
      void refreshAccountViews(queryClient);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const busy = test.isPending || save.isPending;
  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <p className="form-help" role="status" data-testid="shared-database-state">
        {words.state[saved.state]} {saved.problem ? sharedDatabaseProblemWords(saved.problem) : ''}
      </p>
      {saved.unreadable ? <UnreadableRows unreadable={saved.unreadable} /> : null}
      {saved.locked ? (
        <LockedValue label={words.address.label} value={saved.address} />
      ) : (
        <FormField label={words.address.label} help={words.address.help}>
          {(control) => (
            <input
              {...control}
              name="sharedDatabaseAddress"
              type="text"
              spellCheck={false}
              autoComplete="off"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
          )}
        </FormField>
      )}
      <FormField
        label={words.password.label}
        help={saved.passwordSet ? words.password.keptHelp : words.password.help}
      >
        {(control) => (
          <input
            {...control}
            name="sharedDatabasePassword"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <label className="form-choice">
        <input
          type="checkbox"
          name="preferSharedSync"
          checked={preferSync}
          aria-describedby="shared-prefer-help"
          onChange={(event) => setPreferSync(event.currentTarget.checked)}
        />
        {words.preferSync.label}
      </label>
      <p className="form-help" id="shared-prefer-help">
        {words.preferSync.help}
      </p>
      <div className="form-actions">
        <button type="button" className="button-quiet" disabled={busy} onClick={() => test.mutate()}>
          {test.isPending ? words.testing : words.test}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {save.isPending ? words.saving : words.save}
        </button>
      </div>
      {verdict ? (
        <p
          className={verdict.ok ? 'form-saved' : 'form-error'}
          role="status"
          data-testid="shared-database-verdict"
        >
          {verdict.message}
        </p>
      ) : null}
      {test.error ? <ErrorPanel failure={describeFailure(test.error)} /> : null}
      {save.error ? <ErrorPanel failure={describeFailure(save.error)} /> : null}
    </form>
  );
}

export function SharedDatabaseSection() {
  const shared = useSharedDatabase();
  return (
    <section className="settings-section" aria-labelledby="settings-shared-database">
      <h2 id="settings-shared-database">{words.heading}</h2>
      <p className="form-help">{words.intro}</p>
      <QueryView query={shared} loadingLabel={words.loading}>
        {(view) => <SharedDatabaseForm key={`${view.address}|${view.state}`} saved={view} />}
      </QueryView>
    </section>
  );
}
