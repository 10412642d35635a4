/**
 * The frame around every screen; screens render once the desk said which account
 * is open. With an account open, the header carries the lookup box and the state
 * of the desk's copy, and a barcode scanner (or the camera, when asked) works from any screen.
 */
import { useEffect } from 'react';
import { CameraScanner } from '../camera/CameraScanner.tsx';
import { QueryView } from '../components/QueryView.tsx';
import { useAppInfo, useAppInfoQuery } from '../desk/hooks.ts';
import { LookupBox } from '../lookup/LookupBox.tsx';
import { LookupProvider, useLookupStore } from '../lookup/LookupProvider.tsx';
import { useScanner } from '../scanner/use-scanner.ts';
import { ArrivalToasts } from '../sync/ArrivalToasts.tsx';
import { SyncIndicator } from '../sync/SyncIndicator.tsx';
import { AppHeader } from './AppHeader.tsx';
import { LinksRemovedNotice } from './LinksRemovedNotice.tsx';
import { NavBar } from './NavBar.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { PhaseGate } from './PhaseGate.tsx';
import { RecoveryNotice } from './RecoveryNotice.tsx';
import { SettingsResetNotice } from './SettingsResetNotice.tsx';
import { SlotFill, SlotProvider } from './slots.tsx';
import { shellText } from './words.ts';

/** The box and the scanner of one session: a switch of account starts them afresh. */
function FindingWaivers() {
  const store = useLookupStore();
  const scanner = useScanner();
  useEffect(() => {
    store.getState().clear();
    store.getState().blockSearchUntil(null);
  }, [store]);
  return (
    <>
      <SlotFill name="lookup">
        <LookupBox />
      </SlotFill>
      <SlotFill name="sync">
        <SyncIndicator />
      </SlotFill>
      <CameraScanner onCode={scanner.scan} />
      <ArrivalToasts />
    </>
  );
}

export function Shell() {
  const info = useAppInfo();
  const appInfoQuery = useAppInfoQuery();
  // The lookup box's state is the scan screen's too (the service's search limit is the account's).
  return (
    <SlotProvider>
      <LookupProvider>
        <div className="app">
          <AppHeader />
          <OfflineBanner />
          <SettingsResetNotice />
          <RecoveryNotice />
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
      </LookupProvider>
    </SlotProvider>
  );
}
