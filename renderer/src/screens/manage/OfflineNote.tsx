/** What being offline means for one Manage screen: what it shows, and that sending waits for the service. */
import { useConnectivity } from '../../desk/hooks.ts';
import { manageText } from './words.ts';

export function OfflineNote({ what }: { what: string }) {
  const connectivity = useConnectivity();
  if (connectivity?.service !== 'offline') return null;
  return (
    <p className="note manage-offline" role="status" data-testid="manage-offline">
      {manageText.offline(what)}
    </p>
  );
}
