/**
 * Once, at the top of every screen, when the desk found links at start where
 * its own files and folders belong (its copies, its log, its key file) and
 * removed them rather than follow them. It stays until the person says they
 * have seen it.
 */
import { useState } from 'react';
import { useAppInfo } from '../desk/hooks.ts';
import { shellText } from './words.ts';

const words = shellText.linksRemoved;

export function LinksRemovedNotice() {
  const removed = useAppInfo()?.linksRemoved;
  const [seen, setSeen] = useState(false);
  if (!removed || removed.length === 0 || seen) return null;
  return (
    <div className="banner banner-notice" role="status" data-testid="links-removed-notice">
      <span>{words.text(removed.join(', '))}</span>
      <button type="button" onClick={() => setSeen(true)}>
        {words.dismiss}
      </button>
    </div>
  );
}
