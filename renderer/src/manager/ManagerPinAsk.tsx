/**
 * The manager's PIN asked for one act the counter's rules keep for a manager (an undo
 * after the window or of another desk's check-in, letting in someone the waiver
 * refuses), right where it was asked: why, the PIN, go ahead or cancel. The PIN goes
 * with that one call; the desk stays locked. A wrong PIN says how many tries are left.
 */
import { type FormEvent, useState } from 'react';
import type { ManagerNeed } from '../../../shared/desk/counter-rules.ts';
import { UNDO_WINDOW_MINUTES } from '../../../shared/desk/counter-rules.ts';
import type { PinAttempt } from '../../../shared/ipc/manager-lock.ts';
import { PinField } from './PinField.tsx';
import { managerText, pinAskText } from './words.ts';
import './manager.css';

/** Why the PIN is asked for, in the rule's words. */
export function managerNeedText(need: ManagerNeed, deskName: string): string {
  if (need === 'late') return pinAskText.need.late(UNDO_WINDOW_MINUTES);
  if (need === 'otherDesk') return pinAskText.need.otherDesk(deskName);
  if (need === 'leftLate') return pinAskText.need.leftLate(UNDO_WINDOW_MINUTES);
  if (need === 'leftOtherDesk') return pinAskText.need.leftOtherDesk(deskName);
  return pinAskText.need.refusal;
}

interface Props {
  need: ManagerNeed;
  /** The desk that made the check-in (for another desk's). */
  deskName: string;
  /** What the last PIN given answered, when it was refused. */
  refused: Exclude<PinAttempt, { status: 'ok' }> | null;
  busy: boolean;
  onPin: (pin: string) => void;
  onCancel: () => void;
}

export function ManagerPinAsk({ need, deskName, refused, busy, onPin, onCancel }: Props) {
  const [pin, setPin] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || pin === '') return;
    onPin(pin);
    setPin('');
  };
  const message =
    refused?.status === 'wrong'
      ? managerText.gate.wrong(refused.lock.triesLeft)
      : refused?.status === 'locked-out'
        ? managerText.gate.lockedOutNow
        : undefined;
  return (
    <form className="manager-pin-ask" role="alert" data-testid="manager-pin-ask" onSubmit={submit} noValidate>
      <p>{managerNeedText(need, deskName)}</p>
      <PinField value={pin} error={message} onChange={setPin} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || pin === ''}>
          {busy ? pinAskText.checking : pinAskText.confirm}
        </button>
        <button type="button" className="button-quiet" onClick={onCancel}>
          {pinAskText.cancel}
        </button>
      </div>
    </form>
  );
}
