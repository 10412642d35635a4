/**
 * What the counter can do to a check-in after it: take it back (Undo), mark someone
 * as left, and take that back (they had not left). An undo or a take-back the
 * counter's rules keep for a manager (after the window, another desk's) asks for the
 * PIN right there; the PIN goes with that one act. Every view that counts check-ins
 * reads them again after each; Today takes the change on its list (today-patch.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type ManagerNeed, UNDO_WINDOW_MINUTES } from '../../../../shared/desk/counter-rules.ts';
import type { Admission } from '../../../../shared/ipc/admissions.ts';
import type { PinAttempt } from '../../../../shared/ipc/manager-lock.ts';
import { callDesk } from '../../bridge/index.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure, type Failure } from '../../components/failure.ts';
import { changeToday, type TodayChange } from '../../desk/today-patch.ts';
import { ManagerPinAsk } from '../../manager/ManagerPinAsk.tsx';
import { admissionActionsText } from './words.ts';

const words = admissionActionsText;

/** Every view that counts check-ins but Today: Checked in here, the headcount, a waiver's verdicts, the trail. */
const COUNTING_READS: readonly unknown[] = [
  'listAdmissions',
  'getHeadcount',
  'getWaiverDetail',
  'lookupWaivers',
  'getCounterTrail',
];

/** The views read again, and Today changed by what was done (read again too when that is not known: null). */
function useReadCheckInsAgain(): (today: TodayChange | null) => void {
  const queryClient = useQueryClient();
  return (today) => {
    void queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey.some((part) => COUNTING_READS.includes(part)) ||
        (today === null && query.queryKey.includes('listTodayCheckins')),
    });
    if (today) changeToday(queryClient, today);
  };
}

type ActState =
  | { kind: 'idle' }
  | { kind: 'busy'; asked: Asked | null }
  | ({ kind: 'ask' } & Asked)
  | { kind: 'done' }
  | { kind: 'failed'; failure: Failure };

interface Asked {
  need: ManagerNeed;
  deskName: string;
  refused: Exclude<PinAttempt, { status: 'ok' }> | null;
}

/** What one call of an act answered: done, or the manager's PIN needed or refused. */
type ActAnswer =
  /** Done, and what it changed on Today (null: not known, Today is read again). */
  | { status: 'done'; today: TodayChange | null }
  | { status: 'needsManager'; need: ManagerNeed; deskName: string }
  | { status: 'pinRefused'; attempt: Exclude<PinAttempt, { status: 'ok' }> };

interface ActWords {
  label: string;
  busy: string;
  done: string;
  /** The rule, where the act is offered. */
  rule: string;
}

/**
 * One act the counter's rules may keep for a manager (an undo, a "marked as left" taken
 * back): the button, the PIN asked right there when the main process says so, what it did.
 */
function CounterAct({
  act,
  words: actWords,
  testIds,
}: {
  act: (pin: string | undefined) => Promise<ActAnswer>;
  words: ActWords;
  testIds: { button: string; done: string };
}) {
  const [state, setState] = useState<ActState>({ kind: 'idle' });
  const sending = useRef(false);
  const readAgain = useReadCheckInsAgain();

  const run = async (pin?: string) => {
    if (sending.current) return;
    sending.current = true;
    const asked = state.kind === 'ask' ? state : null;
    setState({ kind: 'busy', asked });
    try {
      const result = await act(pin);
      if (result.status === 'needsManager') {
        setState({ kind: 'ask', need: result.need, deskName: result.deskName, refused: null });
        return;
      }
      if (result.status === 'pinRefused') {
        setState({
          kind: 'ask',
          need: asked?.need ?? 'late',
          deskName: asked?.deskName ?? '',
          refused: result.attempt,
        });
        return;
      }
      setState({ kind: 'done' });
      readAgain(result.today);
    } catch (error) {
      setState({ kind: 'failed', failure: describeFailure(error) });
    } finally {
      sending.current = false;
    }
  };

  if (state.kind === 'done')
    return (
      <p className="admission-undone" role="status" data-testid={testIds.done}>
        {actWords.done}
      </p>
    );
  const asked = state.kind === 'ask' ? state : state.kind === 'busy' ? state.asked : null;
  if (asked)
    return (
      <ManagerPinAsk
        need={asked.need}
        deskName={asked.deskName}
        refused={asked.refused}
        busy={state.kind === 'busy'}
        onPin={(pin) => void run(pin)}
        onCancel={() => setState({ kind: 'idle' })}
      />
    );
  return (
    <span className="admission-actions">
      <button
        type="button"
        className="button-quiet"
        title={actWords.rule}
        disabled={state.kind === 'busy'}
        onClick={(event) => {
          event.stopPropagation();
          void run();
        }}
        data-testid={testIds.button}
      >
        {state.kind === 'busy' ? actWords.busy : actWords.label}
      </button>
      {state.kind === 'failed' ? <ErrorPanel failure={state.failure} /> : null}
    </span>
  );
}

const withPin = (pin: string | undefined) => (pin === undefined ? {} : { pin });

/** Undo for the people of one check-in (a group is undone whole). */
export function UndoCheckIn({ admissions }: { admissions: readonly Admission[] }) {
  const undo = async (pin: string | undefined): Promise<ActAnswer> => {
    for (const admission of admissions) {
      const result = await callDesk('undoAdmission', { admissionId: admission.admissionId, ...withPin(pin) });
      if (result.status === 'needsManager' || result.status === 'pinRefused') return result;
    }
    // Undone now or before, or not in the copy at all: Today lists none of them.
    return {
      status: 'done',
      today: { kind: 'undone', admissionIds: admissions.map((each) => each.admissionId) },
    };
  };
  return (
    <CounterAct
      act={undo}
      testIds={{ button: 'undo-check-in', done: 'undo-done' }}
      words={{
        label: words.undo,
        busy: words.undoing,
        done: words.undone,
        rule: words.undoRule(UNDO_WINDOW_MINUTES),
      }}
    />
  );
}

/** Takes back "marked as left" on someone who had not left: they count as in again. */
export function TakeBackLeft({ admission }: { admission: Admission }) {
  const takeBack = async (pin: string | undefined): Promise<ActAnswer> => {
    const result = await callDesk('takeBackLeft', { admissionId: admission.admissionId, ...withPin(pin) });
    if (result.status === 'needsManager' || result.status === 'pinRefused') return result;
    return {
      status: 'done',
      today:
        result.status === 'takenBack'
          ? { kind: 'leftTakenBack', admissionIds: [admission.admissionId] }
          : null,
    };
  };
  return (
    <CounterAct
      act={takeBack}
      testIds={{ button: 'take-back-left', done: 'take-back-left-done' }}
      words={{
        label: words.takeBackLeft,
        busy: words.takingBack,
        done: words.takenBack,
        rule: words.leftRule(UNDO_WINDOW_MINUTES),
      }}
    />
  );
}

/** Marks the people of these check-ins as left: no longer in. */
export function MarkLeft({ admissions }: { admissions: readonly Admission[] }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const readAgain = useReadCheckInsAgain();
  const mark = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { changes } = await callDesk('markLeft', {
        admissionIds: admissions.map((admission) => admission.admissionId),
      });
      readAgain({ kind: 'left', changes });
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="admission-actions">
      <button
        type="button"
        className="button-quiet"
        disabled={busy}
        onClick={(event) => {
          event.stopPropagation();
          void mark();
        }}
        data-testid="mark-left"
      >
        {busy ? words.marking : words.markLeft}
      </button>
      {failure ? <ErrorPanel failure={failure} /> : null}
    </span>
  );
}
