/** Which account this desk is working on, always in view. */
import type { AppInfo } from '../../../shared/ipc/types.ts';

export function AccountBadge({ info }: { info: AppInfo }) {
  if (!info.account) return <span className="account-none">No account open</span>;
  // The demo runs behind the welcome screen until the person chooses; nothing is theirs yet.
  if (info.firstRun) return <span className="account-none">No account chosen yet</span>;
  if (info.account.mode === 'demo') {
    return (
      <span className="badge badge-demo" title="Sample data from the built-in sandbox">
        Demo account
      </span>
    );
  }
  return (
    <span className="account-url" title="The waiver service this desk works with">
      {info.account.baseUrl}
    </span>
  );
}
