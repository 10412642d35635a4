/** Why sending cannot be tried now (the service is out of reach), or null when it can. */
import { useConnectivity } from '../../desk/hooks.ts';
import { sendText } from './words.ts';

export function useSendingBlocked(): string | null {
  const connectivity = useConnectivity();
  if (connectivity?.service !== 'offline') return null;
  return sendText.screen.blocked;
}
