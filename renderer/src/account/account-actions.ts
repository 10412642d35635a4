/**
 * The steps that change which account is open. Each answers with the desk's new
 * AppInfo (taken unless an event already said more), refreshes what shows the
 * account, and takes the person where the step leads.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ConnectRequest } from '../../../shared/ipc/account.ts';
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { callDesk } from '../bridge/index.ts';
import { useDeskStore } from '../desk/DeskProvider.tsx';
import { readAppInfo } from '../desk/desk-state.ts';
import { paths } from '../paths.ts';
import { refreshAccountViews } from '../query/keys.ts';

export type AccountStep = 'openDemoAccount' | 'openConnectedAccount' | 'signOut';

const LEADS_TO: Record<AccountStep, string> = {
  openDemoAccount: paths.today,
  openConnectedAccount: paths.today,
  signOut: paths.welcome,
};

export function useAccountStep(step: AccountStep) {
  const store = useDeskStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => readAppInfo(store, () => callDesk(step, {})),
    onSuccess: () => {
      void refreshAccountViews(queryClient);
      void navigate(LEADS_TO[step]);
    },
  });
}

/**
 * `onConnected` runs even if the form is gone by then: the account's event may
 * arrive before the answer and replace the screen that held the form.
 */
export function useConnectAccount(onConnected: (info: AppInfo) => void) {
  const store = useDeskStore();
  const queryClient = useQueryClient();
  return useMutation<AppInfo, Error, ConnectRequest>({
    mutationFn: (request) => readAppInfo(store, () => callDesk('connectAccount', request)),
    onSuccess: (info) => {
      void refreshAccountViews(queryClient);
      onConnected(info);
    },
    // The request holds the key: the mutation leaves the cache as soon as nothing watches it.
    gcTime: 0,
  });
}
