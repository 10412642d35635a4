/** Which account this desk is working on, always in view. */
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { shellText } from '../strings.ts';

export function AccountBadge({ info }: { info: AppInfo }) {
  if (!info.account) return <span className="account-none">{shellText.badge.noAccount}</span>;
  // The demo runs behind the welcome screen until the person chooses; nothing is theirs yet.
  if (info.firstRun) return <span className="account-none">{shellText.badge.notChosenYet}</span>;
  if (info.account.mode === 'demo') {
    return (
      <span className="badge badge-demo" title={shellText.badge.demoTitle}>
        {shellText.badge.demo}
      </span>
    );
  }
  return (
    <span className="account-url" title={shellText.badge.serviceTitle}>
      {info.account.baseUrl}
    </span>
  );
}
