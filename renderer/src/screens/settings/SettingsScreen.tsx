/** Settings: the account this desk works on, and how the desk behaves. */

import { settingsText } from '../../strings.ts';
import { AccountSection } from './AccountSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { SharedDatabaseSection } from './SharedDatabaseSection.tsx';
import { ThisComputerSection } from './ThisComputerSection.tsx';
import './settings.css';

export function SettingsScreen() {
  return (
    <section className="screen settings" aria-labelledby="settings-title">
      <h1 id="settings-title">{settingsText.heading}</h1>
      <AccountSection />
      <PreferencesSection />
      <SharedDatabaseSection />
      <ThisComputerSection />
    </section>
  );
}
