/** Holds the desk state for the page and keeps it following the main process's events. */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { subscribeDesk } from '../bridge/index.ts';
import { createDeskState, type DeskStateStore } from './desk-state.ts';
import { followDeskEvents } from './follow-desk-events.ts';

const DeskStateContext = createContext<DeskStateStore | null>(null);

export function DeskProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [store] = useState(createDeskState);
  useEffect(() => followDeskEvents({ store, queryClient, subscribe: subscribeDesk }), [store, queryClient]);
  return <DeskStateContext value={store}>{children}</DeskStateContext>;
}

export function useDeskStore(): DeskStateStore {
  const store = useContext(DeskStateContext);
  if (!store) throw new Error('useDeskStore is used outside <DeskProvider>.');
  return store;
}
