/** Which account this desk is working on, always in view, by the name staff know it by (never its address). */
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { useAccountOverview } from '../account/account-queries.ts';
import { accountName } from '../account/account-words.ts';
import { shellText } from './words.ts';

export function AccountBadge({ info }: { info: AppInfo }) {
  const overview = useAccountOverview().data;
  if (!info.account) return <span className="account-none">{shellText.badge.noAccount}</span>;
  // The demo runs behind the welcome screen until the person chooses; nothing is theirs yet.
  if (info.firstRun) return <span className="account-none">{shellText.badge.notChosenYet}</span>;
  const named = overview?.mode === info.account.mode ? overview.name : '';
  if (info.account.mode === 'demo') {
    return (
      <span className="account-demo" title={shellText.badge.demoTitle(named)}>
        <span className="badge badge-demo">{shellText.badge.demo}</span>
        {named ? (
          <span className="account-name" data-testid="account-name">
            {named}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <span className="account-name" title={shellText.badge.serviceTitle} data-testid="account-name">
      {accountName(named)}
    </span>
  );
}
