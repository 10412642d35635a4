/**
 * Brand, the account (a menu: settings, switching, signing out) and zone, the
 * desk's status, and the areas screens fill (sync, lookup).
 */
import { AccountMenu } from '../account/AccountMenu.tsx';
import { useAppInfo } from '../desk/hooks.ts';
import { Headcount } from '../headcount/Headcount.tsx';
import { StatusIndicator } from '../status/StatusIndicator.tsx';
import { SlotOutlet } from './slots.tsx';
import { shellText } from './words.ts';

export function AppHeader() {
  const info = useAppInfo();
  return (
    <header className="topbar">
      <div className="topbar-start">
        <span className="brand">{shellText.brand}</span>
        {info ? (
          <span className="account">
            <AccountMenu info={info} />
            <span className="zone" title={shellText.zoneTitle}>
              {info.timeZone}
            </span>
          </span>
        ) : null}
      </div>
      <SlotOutlet name="lookup" />
      <div className="topbar-end">
        <Headcount />
        <SlotOutlet name="sync" />
        <SlotOutlet name="status">
          <StatusIndicator />
        </SlotOutlet>
      </div>
    </header>
  );
}
