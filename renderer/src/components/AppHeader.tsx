import type { AppInfo } from '../../../shared/ipc/types.ts';

export function AppHeader({ info }: { info: AppInfo | null }) {
  return (
    <header className="topbar">
      <span className="brand">Waiver Desk</span>
      {info ? (
        <span className="account">
          {info.account.mode === 'demo' ? (
            <span className="badge badge-demo" title="Sample data from the built-in sandbox">
              Demo account
            </span>
          ) : (
            <span className="account-url">{info.account.baseUrl}</span>
          )}
          <span className="zone">{info.timeZone}</span>
        </span>
      ) : null}
    </header>
  );
}
