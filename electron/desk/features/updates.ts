/**
 * Updates on Diagnostics: what this desk runs and what waits (`getUpdates`), a
 * manager's "Check now", "Restart now" and choices (where the desk looks, which
 * releases, a pinned version, an install put off), and the page telling the desk
 * it is in use, so an update never installs under someone's hands or over a
 * check-in. The rules are the update policy's (`electron/updates/`).
 */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type { DeskServices } from '../desk-services.ts';

export const updateHandlers = (
  desk: Pick<DeskServices, 'updates'>,
): Pick<
  DeskHandlers,
  'getUpdates' | 'checkForUpdates' | 'restartToUpdate' | 'saveUpdateChoices' | 'reportActivity'
> => ({
  getUpdates: async () => desk.updates.view(),
  checkForUpdates: () => desk.updates.checkNow(),
  restartToUpdate: async () => desk.updates.restartNow(),
  saveUpdateChoices: async (choices) => desk.updates.saveChoices(choices),
  reportActivity: async ({ checkInOpen }) => {
    desk.updates.noteActivity({ checkInOpen });
    return { noted: true };
  },
});
