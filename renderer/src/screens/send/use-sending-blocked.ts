/** Why sending cannot be tried now (the service is out of reach), or null when it can. */
import { useConnectivity } from '../../desk/hooks.ts';

export function useSendingBlocked(): string | null {
  const connectivity = useConnectivity();
  if (connectivity?.service !== 'offline') return null;
  return "Sending needs the waiver service, which can't be reached from this desk right now. The draft is kept; try again once it is back.";
}
