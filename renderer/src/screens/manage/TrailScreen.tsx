/**
 * The counter's trail of a day (Manage): every check-in at every desk, those that
 * overrode a warning, every undo and everyone marked as left, newest first, with when,
 * which desk, who was at it (where they gave their name) and whom. Narrowed by desk, by
 * who was at it and by what happened; the day is asked of the
 * desk. Exports what is shown as a CSV file, the way Checked in here does.
 */
import { useState } from 'react';
import type { TrailEntry, TrailKind } from '../../../../shared/ipc/admissions.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { useSessionQuery } from '../../desk/use-session-query.ts';
import { formatClock, formatDeskDay } from '../../format/time.ts';
import { DayField } from '../../forms/DayField.tsx';
import { FormField } from '../../forms/FormField.tsx';
import { saveBlob } from '../../pdf/save-file.ts';
import { csvFileName } from '../admissions/admissions-csv.ts';
import { trailCsv } from './trail-csv.ts';
import { trailText } from './words.ts';
import '../admissions/admissions.css';

const words = trailText;
const KINDS: readonly TrailKind[] = ['admitted', 'override', 'undone', 'left', 'leftTakenBack'];

/** The choice of entries no one gave a name for: a value no name can be (names are trimmed). */
const NO_WORKER = ' '; // not words: a value of the choice, never shown

const whatOf = (entry: TrailEntry): string =>
  entry.overrode ? `${words.kinds[entry.kind]}: ${words.overrode[entry.overrode]}` : words.kinds[entry.kind];

function TrailTable({ entries, timeZone }: { entries: readonly TrailEntry[]; timeZone: string }) {
  return (
    <table className="admissions-table" aria-label={words.table.label}>
      <thead>
        <tr>
          <th scope="col">{words.table.time}</th>
          <th scope="col">{words.table.what}</th>
          <th scope="col">{words.table.name}</th>
          <th scope="col">{words.table.desk}</th>
          <th scope="col">{words.table.worker}</th>
          <th scope="col">{words.table.manager}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.entryId} data-testid="trail-row" data-kind={entry.kind}>
            <td className="admissions-time">
              <time dateTime={entry.at}>{formatClock(entry.at, timeZone)}</time>
            </td>
            <td>{whatOf(entry)}</td>
            <td>{entry.name}</td>
            <td>{entry.deskName}</td>
            <td data-testid="trail-worker">{entry.workerName ?? ''}</td>
            <td>{entry.byManager ? words.byManager : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TrailScreen() {
  const { timeZone } = useKnownAppInfo();
  /** '' for today. */
  const [chosenDay, setChosenDay] = useState('');
  /** '' for every desk. */
  const [deskId, setDeskId] = useState('');
  const [kind, setKind] = useState<TrailKind | ''>('');
  /** '' for anyone; NO_WORKER for entries with no name given. */
  const [worker, setWorker] = useState('');
  const query = useSessionQuery('getCounterTrail', chosenDay ? { day: chosenDay } : {});
  const data = query.data;
  const desks = [...new Map((data?.entries ?? []).map((entry) => [entry.deskId, entry.deskName])).entries()];
  const workers = [...new Set((data?.entries ?? []).flatMap((entry) => entry.workerName ?? []))].sort();
  const shown = (data?.entries ?? []).filter(
    (entry) =>
      (deskId === '' || entry.deskId === deskId) &&
      (kind === '' || entry.kind === kind) &&
      (worker === '' || (entry.workerName ?? NO_WORKER) === worker),
  );
  const deskName = desks.find(([id]) => id === deskId)?.[1] ?? '';

  return (
    <section className="trail-screen" aria-labelledby="trail-title">
      <h2 id="trail-title">{words.title}</h2>
      <p className="muted">{words.note}</p>
      <div className="admissions-tools">
        <DayField label={words.dayLabel} value={chosenDay || data?.day || ''} onChange={setChosenDay} />
        <FormField label={words.deskLabel}>
          {(control) => (
            <select
              {...control}
              name="desk"
              value={deskId}
              onChange={(event) => setDeskId(event.target.value)}
            >
              <option value="">{words.allDesks}</option>
              {desks.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={words.workerLabel}>
          {(control) => (
            <select
              {...control}
              name="worker"
              value={worker}
              onChange={(event) => setWorker(event.target.value)}
            >
              <option value="">{words.allWorkers}</option>
              {workers.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              <option value={NO_WORKER}>{words.noWorker}</option>
            </select>
          )}
        </FormField>
        <FormField label={words.kindLabel}>
          {(control) => (
            <select
              {...control}
              name="kind"
              value={kind}
              onChange={(event) => setKind(KINDS.find((one) => one === event.target.value) ?? '')}
            >
              <option value="">{words.allKinds}</option>
              {KINDS.map((one) => (
                <option key={one} value={one}>
                  {words.kinds[one]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button
          type="button"
          className="button"
          disabled={shown.length === 0}
          onClick={() =>
            data &&
            saveBlob(
              new Blob([trailCsv(shown, timeZone)], { type: 'text/csv;charset=utf-8' }),
              csvFileName(data.day, deskName, 'trail'),
            )
          }
        >
          {words.exportCsv}
        </button>
      </div>
      <QueryView
        query={query}
        loadingLabel={words.loading}
        isEmpty={(trail) => trail.entries.length === 0}
        empty={(trail) => (
          <p className="empty" data-testid="trail-empty">
            {words.empty(formatDeskDay(trail.day))}
          </p>
        )}
      >
        {() =>
          shown.length === 0 ? (
            <p className="empty">{words.emptyFiltered}</p>
          ) : (
            <>
              <p className="summary" data-testid="trail-summary">
                {words.summary(shown.length)}
              </p>
              <TrailTable entries={shown} timeZone={timeZone} />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
