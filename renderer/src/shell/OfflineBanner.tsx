/** Across every screen while the service cannot be reached; the screens keep what they showed. */
import { useConnectivity } from '../desk/hooks.ts';
import { shellText } from './words.ts';

export function OfflineBanner() {
  const connectivity = useConnectivity();
  if (connectivity?.service !== 'offline') return null;
  return (
    <div className="banner banner-offline" role="status" data-testid="offline-banner">
      {shellText.offlineBanner}
    </div>
  );
}
