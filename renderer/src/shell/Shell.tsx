/**
 * The frame around every screen; screens render once the desk said which account
 * is open. With an account open, the header carries the lookup box and the state
 * of the desk's copy, and a barcode scanner works from any screen.
 */
import { QueryView } from '../components/QueryView.tsx';
import { useAppInfo, useAppInfoQuery } from '../desk/hooks.ts';
import { LookupBox } from '../lookup/LookupBox.tsx';
import { LookupProvider } from '../lookup/LookupProvider.tsx';
import { ScanNotice } from '../scanner/ScanNotice.tsx';
import { useScanner } from '../scanner/use-scanner.ts';
import { ArrivalToasts } from '../sync/ArrivalToasts.tsx';
import { SyncIndicator } from '../sync/SyncIndicator.tsx';
import { AppHeader } from './AppHeader.tsx';
import { LinksRemovedNotice } from './LinksRemovedNotice.tsx';
import { NavBar } from './NavBar.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { PhaseGate } from './PhaseGate.tsx';
import { SettingsResetNotice } from './SettingsResetNotice.tsx';
import { SlotFill, SlotProvider } from './slots.tsx';
import { shellText } from './words.ts';

/** The box and the scanner of one session: a switch of account starts them afresh. */
function FindingWaivers() {
  return (
    <LookupProvider>
      <LookupAndScanner />
    </LookupProvider>
  );
}

function LookupAndScanner() {
  const scanner = useScanner();
  return (
    <>
      <SlotFill name="lookup">
        <LookupBox />
      </SlotFill>
      <SlotFill name="sync">
        <SyncIndicator />
      </SlotFill>
      <ScanNotice scanner={scanner} />
      <ArrivalToasts />
    </>
  );
}

export function Shell() {
  const info = useAppInfo();
  const appInfoQuery = useAppInfoQuery();
  return (
    <SlotProvider>
      <div className="app">
        <AppHeader />
        <OfflineBanner />
        <SettingsResetNotice />
        <LinksRemovedNotice />
        {info?.phase === 'ready' ? <NavBar /> : null}
        <main className="content">
          {info ? (
            <PhaseGate phase={info.phase} />
          ) : (
            <QueryView query={appInfoQuery} loadingLabel={shellText.openingDesk}>
              {() => null}
            </QueryView>
          )}
        </main>
      </div>
      {/* Finding waivers needs an open account, and waits while the welcome screen asks how to start. */}
      {info?.phase === 'ready' && !info.firstRun ? <FindingWaivers key={info.sessionId} /> : null}
    </SlotProvider>
  );
}
