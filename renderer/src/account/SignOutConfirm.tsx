/**
 * The confirm step of signing out: what it does, then one press. Focus starts on
 * "Keep working", so a stray Enter never signs anyone out.
 */
import { useEffect, useId, useRef } from 'react';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { describeFailure } from '../components/failure.ts';
import { useAccountStep } from './account-actions.ts';
import { accountText } from './words.ts';
import './account.css';

interface Props {
  /** The account signed out of, as people name it (its service's host). */
  accountName: string;
  onCancel(): void;
}

export function SignOutConfirm({ accountName, onCancel }: Props) {
  const signOut = useAccountStep('signOut');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div
      className="sign-out-confirm"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-what`}
    >
      <p id={titleId} className="sign-out-title">
        {accountText.signOut.title(accountName)}
      </p>
      <p id={`${titleId}-what`}>{accountText.signOut.what}</p>
      <div className="form-actions">
        <button
          type="button"
          className="button button-danger"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {signOut.isPending ? accountText.signOut.signingOut : accountText.signOut.confirm}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="button-quiet"
          onClick={onCancel}
          disabled={signOut.isPending}
        >
          {accountText.signOut.keepWorking}
        </button>
      </div>
      {signOut.error ? <ErrorPanel failure={describeFailure(signOut.error)} /> : null}
    </div>
  );
}
