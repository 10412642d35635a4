/**
 * What the counter can do to a check-in after it: take it back (Undo), and mark
 * someone as left. An undo the counter's rules keep for a manager (after the
 * window, another desk's) asks for the PIN right there; the PIN goes with that one
 * undo. Every view that counts check-ins reads them again after either.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type ManagerNeed, UNDO_WINDOW_MINUTES } from '../../../../shared/desk/counter-rules.ts';
import type { Admission } from '../../../../shared/ipc/admissions.ts';
import type { PinAttempt } from '../../../../shared/ipc/manager-lock.ts';
import { callDesk } from '../../bridge/index.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure, type Failure } from '../../components/failure.ts';
import { ManagerPinAsk } from '../../manager/ManagerPinAsk.tsx';
import { admissionActionsText } from './words.ts';

const words = admissionActionsText;

/** Every view that counts check-ins: Checked in here, Today, the headcount, a waiver's verdicts, the trail. */
const COUNTING_READS: readonly unknown[] = [
  'listAdmissions',
  'listTodayCheckins',
  'getHeadcount',
  'getWaiverDetail',
  'lookupWaivers',
  'getCounterTrail',
];

function useReadCheckInsAgain(): () => void {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey.some((part) => COUNTING_READS.includes(part)),
    });
}

type UndoState =
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

/** Undo for the people of one check-in (a group is undone whole). */
export function UndoCheckIn({ admissions }: { admissions: readonly Admission[] }) {
  const [state, setState] = useState<UndoState>({ kind: 'idle' });
  const sending = useRef(false);
  const readAgain = useReadCheckInsAgain();

  const undo = async (pin?: string) => {
    if (sending.current) return;
    sending.current = true;
    const asked = state.kind === 'ask' ? state : null;
    setState({ kind: 'busy', asked });
    try {
      for (const admission of admissions) {
        const result = await callDesk('undoAdmission', {
          admissionId: admission.admissionId,
          ...(pin === undefined ? {} : { pin }),
        });
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
      }
      setState({ kind: 'done' });
      readAgain();
    } catch (error) {
      setState({ kind: 'failed', failure: describeFailure(error) });
    } finally {
      sending.current = false;
    }
  };

  if (state.kind === 'done')
    return (
      <p className="admission-undone" role="status" data-testid="undo-done">
        {words.undone}
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
        onPin={(pin) => void undo(pin)}
        onCancel={() => setState({ kind: 'idle' })}
      />
    );
  return (
    <span className="admission-actions">
      <button
        type="button"
        className="button-quiet"
        title={admissionActionsText.undoRule(UNDO_WINDOW_MINUTES)}
        disabled={state.kind === 'busy'}
        onClick={(event) => {
          event.stopPropagation();
          void undo();
        }}
        data-testid="undo-check-in"
      >
        {state.kind === 'busy' ? words.undoing : words.undo}
      </button>
      {state.kind === 'failed' ? <ErrorPanel failure={state.failure} /> : null}
    </span>
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
      await callDesk('markLeft', { admissionIds: admissions.map((admission) => admission.admissionId) });
      readAgain();
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
