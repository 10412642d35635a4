/**
 * Brand, the account (a menu: settings, switching, signing out) and zone, the
 * desk's status, and the areas screens fill (sync, lookup).
 */
import { Link } from 'react-router';
import { useAccountOverview } from '../account/account-queries.ts';
import { accountText } from '../account/words.ts';
import { useAppInfo } from '../desk/hooks.ts';
import { Headcount } from '../headcount/Headcount.tsx';
import { paths } from '../paths.ts';
import { DESK_SETTINGS_ID } from '../screens/settings/settings-anchors.ts';
import { StatusIndicator } from '../status/StatusIndicator.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { WorkerAtDesk } from './at-the-desk/WorkerAtDesk.tsx';
import { SlotOutlet } from './slots.tsx';
import { shellText } from './words.ts';

/** An account connected before accounts were named: one step to naming it, until it is. */
function NamePrompt() {
  const info = useAppInfo();
  const overview = useAccountOverview().data;
  if (info?.account?.mode !== 'configured' || overview?.mode !== 'configured' || !overview.needsName)
    return null;
  return (
    <Link
      to={`${paths.settings}#${DESK_SETTINGS_ID}`}
      className="account-name-prompt"
      title={accountText.namePromptTitle}
      data-testid="account-name-prompt"
    >
      {accountText.namePrompt}
    </Link>
  );
}

export function AppHeader() {
  const info = useAppInfo();
  return (
    <header className="topbar">
      <div className="topbar-start">
        <span className="brand">{shellText.brand}</span>
        {info ? (
          <span className="account">
            <AccountMenu info={info} />
            <NamePrompt />
            <span className="zone" title={shellText.zoneTitle}>
              {info.timeZone}
            </span>
          </span>
        ) : null}
      </div>
      <SlotOutlet name="lookup" />
      <div className="topbar-end">
        <WorkerAtDesk />
        <Headcount />
        <SlotOutlet name="sync" />
        <SlotOutlet name="status">
          <StatusIndicator />
        </SlotOutlet>
      </div>
    </header>
  );
}
