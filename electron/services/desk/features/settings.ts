/** The desk's preferences: validated by the contract, applied at once. */
import type { DeskHandlers } from '../../../../shared/ipc/contract.ts';
import type { DeskServices } from '../desk-services.ts';

export const settingsHandlers = (desk: DeskServices): Pick<DeskHandlers, 'getSettings' | 'saveSettings'> => ({
  getSettings: async () => desk.accounts.preferences(),
  saveSettings: (patch) => desk.accounts.savePreferences(patch),
});
