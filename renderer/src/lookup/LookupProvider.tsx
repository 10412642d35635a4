/** Holds the lookup box's state for the shell, so the box and the scanner share it. */
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useStore } from 'zustand';
import { createLookupStore, type LookupState, type LookupStore } from './lookup-store.ts';

const LookupContext = createContext<LookupStore | null>(null);

export function LookupProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createLookupStore);
  return <LookupContext value={store}>{children}</LookupContext>;
}

export function useLookupStore(): LookupStore {
  const store = useContext(LookupContext);
  if (!store) throw new Error('The lookup box is used outside <LookupProvider>.');
  return store;
}

export function useLookup<T>(select: (state: LookupState) => T): T {
  return useStore(useLookupStore(), select);
}
