/** "Lock": Manage and Settings locked again at once, when a manager leaves the desk. */
import { useState } from 'react';
import { callDesk } from '../bridge/index.ts';
import { useLockChanged, useManagerLock } from './use-manager-lock.ts';
import { managerText } from './words.ts';

export function ManagerLockButton() {
  const lock = useManagerLock().data;
  const lockChanged = useLockChanged();
  const [locking, setLocking] = useState(false);
  if (!lock?.enabled || !lock.unlocked) return null;
  return (
    <button
      type="button"
      className="nav-link nav-lock"
      title={managerText.lockNowTitle}
      disabled={locking}
      onClick={() => {
        setLocking(true);
        callDesk('lockManager', {})
          .then(lockChanged, () => undefined)
          .finally(() => setLocking(false));
      }}
    >
      {managerText.lockNow}
    </button>
  );
}
