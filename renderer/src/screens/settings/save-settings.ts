/**
 * Saving preferences. The main process applies them at once (a changed zone or
 * timeout reopens the session, and its event moves every screen along); the
 * answer is put in place for the session open now, so the form shows what was
 * saved without waiting for a fresh read. A preference the desk's verdict rests
 * on has every screen read its people again, so none keeps the verdict before.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskSettingsView } from '../../../../shared/ipc/account.ts';
import { callDesk } from '../../bridge/index.ts';
import { useDeskStore } from '../../desk/DeskProvider.tsx';
import { deskReadKey, refreshAccountViews } from '../../query/keys.ts';
import type { PreferencesPatch } from './preference-inputs.ts';

/** The preferences the desk's verdict on a person rests on (main's `deskRules`). */
const VERDICT_RULES: readonly (keyof PreferencesPatch)[] = ['deskTags', 'minorsPass', 'reEntry'];

/** `onSaved` is called even when the form that saved was replaced by one showing the saved state. */
export function useSaveSettings(onSaved: () => void) {
  const queryClient = useQueryClient();
  const store = useDeskStore();
  return useMutation<DeskSettingsView, Error, PreferencesPatch>({
    mutationFn: (patch) => callDesk('saveSettings', patch),
    onSuccess: (view, patch) => {
      onSaved();
      const sessionId = store.getState().appInfo?.sessionId;
      if (sessionId !== undefined) queryClient.setQueryData(deskReadKey(sessionId, 'getSettings'), view);
      void refreshAccountViews(queryClient);
      if (VERDICT_RULES.some((rule) => patch[rule] !== undefined)) void queryClient.invalidateQueries();
    },
  });
}
