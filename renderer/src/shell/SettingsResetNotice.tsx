/**
 * Once, at the top of every screen, when the desk started on a damaged settings
 * file: what went back to its default, in the person's words. It stays until
 * they say they have seen it.
 */
import { useState } from 'react';
import { useAppInfo } from '../desk/hooks.ts';
import { shellText } from './words.ts';

const words = shellText.settingsReset;

export function SettingsResetNotice() {
  const reset = useAppInfo()?.settingsReset;
  const [seen, setSeen] = useState(false);
  if (!reset || seen) return null;
  const text = reset.everything
    ? words.everything
    : words.some(reset.settings.map((name) => words.name(name)).join(', '));
  return (
    <div className="banner banner-notice" role="status" data-testid="settings-reset-notice">
      <span>{text}</span>
      <button type="button" onClick={() => setSeen(true)}>
        {words.dismiss}
      </button>
    </div>
  );
}
