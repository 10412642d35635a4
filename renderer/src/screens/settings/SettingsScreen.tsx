/** Settings: the account this desk works on, and how the desk behaves. */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ManagerGate } from '../../manager/ManagerGate.tsx';
import { PrintingSection } from '../../printing/PrintingSection.tsx';
import { AccountSection } from './AccountSection.tsx';
import { DeskSection } from './DeskSection.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import { ManagerPinSection } from './ManagerPinSection.tsx';
import { MinorsSection } from './MinorsSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { ScannerSection } from './ScannerSection.tsx';
import { SharedDatabaseSection } from './SharedDatabaseSection.tsx';
import { ThisComputerSection } from './ThisComputerSection.tsx';
import { VisitsSection } from './VisitsSection.tsx';
import { settingsText } from './words.ts';
import './settings.css';

/** Another screen sent the person to one section (`#/settings#<id>`): it is brought into view. */
function useSectionFromAddress(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const heading = document.getElementById(id);
    heading?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}

function SettingsSections() {
  useSectionFromAddress();
  return (
    <section className="screen settings" aria-labelledby="settings-title">
      <h1 id="settings-title">{settingsText.heading}</h1>
      <AccountSection />
      <DeskSection />
      <MinorsSection />
      <VisitsSection />
      <ScannerSection />
      <PrintingSection />
      <PreferencesSection />
      <SharedDatabaseSection />
      <LanguageSection />
      <ThisComputerSection />
      <ManagerPinSection />
    </section>
  );
}

/** Behind the manager's PIN when one is set. */
export function SettingsScreen() {
  return (
    <ManagerGate>
      <SettingsSections />
    </ManagerGate>
  );
}
