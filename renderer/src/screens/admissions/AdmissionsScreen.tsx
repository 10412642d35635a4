/**
 * The check-ins recorded at this desk on a day (today unless another is chosen), or at
 * every desk of the account beside it: the service's API cannot record check-ins, so
 * these are the desks' own. The list opens each waiver (a click, or Enter on the row),
 * and exports as a CSV file for a spreadsheet or prints as a simple list, of whichever
 * desks are shown.
 */

import { type KeyboardEvent, useId, useState } from 'react';
import type { Admission, AdmissionDesks } from '../../../../shared/ipc/admissions.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { useSessionQuery } from '../../desk/use-session-query.ts';
import { formatClock, formatDeskDay } from '../../format/time.ts';
import { DayField } from '../../forms/DayField.tsx';
import { useOpenWaiver } from '../../navigation/open-waiver.ts';
import { saveBlob } from '../../pdf/save-file.ts';
import { admissionVerdict } from '../../verdict/admission-verdict.ts';
import { PersonVerdictMark } from '../../verdict/PersonVerdict.tsx';
import { MarkLeft, TakeBackLeft, UndoCheckIn } from './AdmissionActions.tsx';
import { admissionsCsv, csvFileName } from './admissions-csv.ts';
import { printAdmissions } from './print-admissions.ts';
import { admissionActionsText, admissionsText } from './words.ts';
import './admissions.css';

const words = admissionsText;

function AdmissionRow({ admission, timeZone }: { admission: Admission; timeZone: string }) {
  const openWaiver = useOpenWaiver();
  const open = () => openWaiver(admission.waiverId, { person: admission.position, scan: null });
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    open();
  };
  return (
    <tr tabIndex={0} onClick={open} onKeyDown={onKeyDown} title={words.row.open} data-testid="admission-row">
      <td className="admissions-time">
        <time dateTime={admission.admittedAt}>{formatClock(admission.admittedAt, timeZone)}</time>
      </td>
      <td>{admission.name}</td>
      <td>{admission.isMinor ? <span className="badge badge-minor">{words.row.minor}</span> : null}</td>
      <td>{admission.title}</td>
      <td>{admission.deskName}</td>
      <td data-testid="admission-worker">{admission.workerName ?? ''}</td>
      <td>
        <PersonVerdictMark verdict={admissionVerdict(admission)} />
      </td>
      {/* What is done here (a PIN typed, a button pressed) is not a click on the row that opens the waiver. */}
      <td onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
        <span className="admission-actions">
          <UndoCheckIn admissions={[admission]} />
          {admission.leftAt ? (
            <>
              <span className="admission-left" data-testid="admission-left">
                {admissionActionsText.left(formatClock(admission.leftAt, timeZone))}
              </span>
              <TakeBackLeft key={admission.leftAt} admission={admission} />
            </>
          ) : (
            <MarkLeft admissions={[admission]} />
          )}
        </span>
      </td>
    </tr>
  );
}

function DayList({
  admissions,
  desks,
  timeZone,
}: {
  admissions: Admission[];
  desks: AdmissionDesks;
  timeZone: string;
}) {
  const table = words.table;
  return (
    <table className="admissions-table" aria-label={table.label[desks]}>
      <thead>
        <tr>
          <th scope="col">{table.time}</th>
          <th scope="col">{table.name}</th>
          <th scope="col">{table.minor}</th>
          <th scope="col">{table.form}</th>
          <th scope="col">{table.desk}</th>
          <th scope="col">{table.worker}</th>
          <th scope="col">{table.standing}</th>
          <th scope="col">{admissionActionsText.actions}</th>
        </tr>
      </thead>
      <tbody>
        {admissions.map((admission) => (
          <AdmissionRow key={admission.admissionId} admission={admission} timeZone={timeZone} />
        ))}
      </tbody>
    </table>
  );
}

/** This desk's check-ins, or every desk's: the list, its printout and its file follow the choice. */
function DesksChoice({
  desks,
  deskName,
  onChange,
}: {
  desks: AdmissionDesks;
  deskName: string;
  onChange: (desks: AdmissionDesks) => void;
}) {
  const name = useId();
  const choices: { value: AdmissionDesks; label: string }[] = [
    { value: 'this', label: words.desks.this(deskName) },
    { value: 'all', label: words.desks.all },
  ];
  return (
    <fieldset className="form-choices admissions-desks">
      <legend className="form-label">{words.desks.legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="form-choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={desks === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

export function AdmissionsScreen() {
  const { timeZone } = useKnownAppInfo();
  /** '' for today. */
  const [chosenDay, setChosenDay] = useState('');
  const [desks, setDesks] = useState<AdmissionDesks>('this');
  const query = useSessionQuery('listAdmissions', { ...(chosenDay ? { day: chosenDay } : {}), desks });
  const data = query.data;
  const dayWords = data ? formatDeskDay(data.day) : '';
  const minors = data?.admissions.filter((admission) => admission.isMinor).length ?? 0;
  // The answer's own choice: a list still loading for the other choice is not worded as it.
  const shownDesks = data?.desks ?? desks;
  const deskName = data?.deskName ?? '';

  return (
    <section className="screen admissions-screen" aria-labelledby="admissions-title">
      <div className="screen-head">
        <div>
          <h1 id="admissions-title">{words.title}</h1>
          {data ? (
            <p className="subtitle" data-testid="admissions-subtitle">
              {shownDesks === 'all' ? words.subtitle.all(dayWords) : words.subtitle.this(dayWords, deskName)}
            </p>
          ) : null}
        </div>
      </div>
      <p className="muted">{words.note}</p>
      <div className="admissions-tools">
        <DesksChoice desks={desks} deskName={deskName} onChange={setDesks} />
        <DayField label={words.dayLabel} value={chosenDay || data?.day || ''} onChange={setChosenDay} />
        <button
          type="button"
          className="button"
          disabled={!data || data.admissions.length === 0}
          onClick={() =>
            data &&
            saveBlob(
              new Blob([admissionsCsv(data.admissions, timeZone)], { type: 'text/csv;charset=utf-8' }),
              csvFileName(data.day, data.desks === 'all' ? words.allDesksFile : data.deskName),
            )
          }
        >
          {words.exportCsv}
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={!data || data.admissions.length === 0}
          onClick={() =>
            data &&
            printAdmissions(
              data.desks === 'all'
                ? words.printTitle.all(dayWords)
                : words.printTitle.this(data.deskName, dayWords),
              data.admissions,
              timeZone,
            )
          }
        >
          {words.print}
        </button>
      </div>
      <QueryView
        query={query}
        loadingLabel={words.loading}
        isEmpty={(day) => day.admissions.length === 0}
        empty={(day) => (
          <p className="empty" data-testid="admissions-empty">
            {words.empty[day.desks](formatDeskDay(day.day))}
          </p>
        )}
      >
        {(day) => (
          <>
            <p className="summary" data-testid="admissions-summary">
              {words.summary(day.admissions.length, minors)}
            </p>
            <DayList admissions={day.admissions} desks={day.desks} timeZone={timeZone} />
          </>
        )}
      </QueryView>
    </section>
  );
}
