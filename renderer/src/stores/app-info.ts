import { create } from 'zustand';
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { callDesk } from '../bridge/index.ts';
import { type Failure, toFailure } from './failure.ts';

interface AppInfoState {
  info: AppInfo | null;
  failure: Failure | null;
  load(): Promise<void>;
}

export const useAppInfo = create<AppInfoState>((set) => ({
  info: null,
  failure: null,
  async load() {
    try {
      set({ info: await callDesk('getAppInfo', {}), failure: null });
    } catch (error) {
      set({ failure: toFailure(error) });
    }
  },
}));
