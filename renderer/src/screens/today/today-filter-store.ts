/**
 * The filter of Today's list, kept while the person opens a waiver from it and comes
 * back. It belongs to the account it was set on: another session starts unfiltered.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { NO_FILTER, type TodayFilter } from './today-rows.ts';

interface TodayFilterState {
  sessionId: number | null;
  filter: TodayFilter;
  set(sessionId: number, change: Partial<TodayFilter>): void;
}

export const todayFilterStore = createStore<TodayFilterState>()((set) => ({
  sessionId: null,
  filter: NO_FILTER,
  set: (sessionId, change) =>
    set((state) => ({
      sessionId,
      filter: { ...(state.sessionId === sessionId ? state.filter : NO_FILTER), ...change },
    })),
}));

export function useTodayFilter(sessionId: number): [TodayFilter, (change: Partial<TodayFilter>) => void] {
  const filter = useStore(todayFilterStore, (state) =>
    state.sessionId === sessionId ? state.filter : NO_FILTER,
  );
  const set = useStore(todayFilterStore, (state) => state.set);
  return [filter, (change) => set(sessionId, change)];
}
