/** Brand, account and zone, the desk's status, and the areas screens fill (sync, lookup). */
import { useAppInfo } from '../desk/hooks.ts';
import { AccountBadge } from './AccountBadge.tsx';
import { ConnectivityIndicator } from './ConnectivityIndicator.tsx';
import { SlotOutlet } from './slots.tsx';

export function AppHeader() {
  const info = useAppInfo();
  return (
    <header className="topbar">
      <div className="topbar-start">
        <span className="brand">Waiver Desk</span>
        {info ? (
          <span className="account">
            <AccountBadge info={info} />
            <span className="zone" title="Times are shown in this zone">
              {info.timeZone}
            </span>
          </span>
        ) : null}
      </div>
      <SlotOutlet name="lookup" />
      <div className="topbar-end">
        <SlotOutlet name="sync" />
        <SlotOutlet name="status">
          <ConnectivityIndicator />
        </SlotOutlet>
      </div>
    </header>
  );
}
