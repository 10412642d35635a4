/**
 * What stands in front of Manage, Settings and Diagnostics while the desk is locked:
 * the PIN, asked for once (the desk stays unlocked a while), with how many tries are
 * left and, after too many, how long until one is tried again. Nothing behind it is
 * rendered (or asked of the desk) until then; the desk refuses those calls anyway.
 */
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { PinAttempt } from '../../../shared/ipc/manager-lock.ts';
import { callDesk } from '../bridge/index.ts';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { describeFailure, type Failure } from '../components/failure.ts';
import { useSecondsUntil } from '../components/use-seconds-until.ts';
import { formatCountdown } from '../format/time.ts';
import { PinField } from './PinField.tsx';
import { isLocked, useLockChanged, useManagerLock } from './use-manager-lock.ts';
import { managerText } from './words.ts';
import './manager.css';

const words = managerText.gate;

function UnlockForm({ lockedOutUntil }: { lockedOutUntil: string | null }) {
  const [pin, setPin] = useState('');
  const [answer, setAnswer] = useState<PinAttempt | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const once = useRef(false);
  const lockChanged = useLockChanged();
  const headingId = useId();
  const pausedUntil = answer?.lock.lockedOutUntil ?? lockedOutUntil;
  const secondsPaused = useSecondsUntil(pausedUntil ? Date.parse(pausedUntil) : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (once.current || secondsPaused > 0) return;
    once.current = true;
    setSending(true);
    setFailure(null);
    try {
      const attempt = await callDesk('unlockManager', { pin });
      setAnswer(attempt);
      setPin('');
      lockChanged(attempt.lock);
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      once.current = false;
      setSending(false);
    }
  };

  const message =
    secondsPaused > 0
      ? words.lockedOut(formatCountdown(secondsPaused))
      : answer?.status === 'wrong'
        ? words.wrong(answer.lock.triesLeft)
        : answer?.status === 'locked-out'
          ? words.lockedOutNow
          : undefined;

  return (
    <section className="screen manager-gate" aria-labelledby={headingId} data-testid="manager-gate">
      <h1 id={headingId}>{words.title}</h1>
      <p>{words.body}</p>
      <form className="form-stack manager-gate-form" onSubmit={(event) => void submit(event)} noValidate>
        <PinField value={pin} error={message} onChange={setPin} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={sending || secondsPaused > 0 || pin === ''}>
            {sending ? words.unlocking : words.unlock}
          </button>
        </div>
      </form>
      {failure ? <ErrorPanel failure={failure} /> : null}
    </section>
  );
}

export function ManagerGate({ children }: { children: ReactNode }) {
  const lock = useManagerLock();
  // Nothing behind the gate asks the desk anything until it first said whether it is locked.
  // (Only the first answer: a later refetch must not take the screen away and back again.)
  const neverAnswered = lock.dataUpdatedAt === 0 && lock.errorUpdatedAt === 0;
  if (neverAnswered && lock.isFetching) return null;
  // If it cannot say, the screen shows: the desk guards its calls itself.
  if (!isLocked(lock.data)) return <>{children}</>;
  return <UnlockForm lockedOutUntil={lock.data?.lockedOutUntil ?? null} />;
}
