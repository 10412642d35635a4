/** The frame around every screen; screens render once the desk said which account is open. */
import { QueryView } from '../components/QueryView.tsx';
import { useAppInfo, useAppInfoQuery } from '../desk/hooks.ts';
import { AppHeader } from './AppHeader.tsx';
import { NavBar } from './NavBar.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { PhaseGate } from './PhaseGate.tsx';
import { SlotProvider } from './slots.tsx';

export function Shell() {
  const info = useAppInfo();
  const appInfoQuery = useAppInfoQuery();
  return (
    <SlotProvider>
      <div className="app">
        <AppHeader />
        <OfflineBanner />
        {info?.phase === 'ready' ? <NavBar /> : null}
        <main className="content">
          {info ? (
            <PhaseGate phase={info.phase} />
          ) : (
            <QueryView query={appInfoQuery} loadingLabel="Opening the desk…">
              {() => null}
            </QueryView>
          )}
        </main>
      </div>
    </SlotProvider>
  );
}
