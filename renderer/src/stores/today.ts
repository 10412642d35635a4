import { create } from 'zustand';
import type { TodayCheckins } from '../../../shared/ipc/types.ts';
import { callDesk } from '../bridge/index.ts';
import { type Failure, toFailure } from './failure.ts';

interface TodayState {
  /** The last good answer stays on screen while a refresh runs or after it fails. */
  data: TodayCheckins | null;
  loading: boolean;
  failure: Failure | null;
  load(): Promise<void>;
}

export const useToday = create<TodayState>((set, get) => ({
  data: null,
  loading: false,
  failure: null,
  async load() {
    if (get().loading) return;
    set({ loading: true });
    try {
      set({ data: await callDesk('listTodayCheckins', {}), failure: null, loading: false });
    } catch (error) {
      set({ failure: toFailure(error), loading: false });
    }
  },
}));
