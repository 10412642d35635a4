/** The manager's PIN: asking for it, setting, changing or turning it off, and locking the desk again. */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type { DeskServices } from '../desk-services.ts';

export const managerLockHandlers = (
  desk: DeskServices,
): Pick<DeskHandlers, 'getManagerLock' | 'unlockManager' | 'lockManager' | 'setManagerPin'> => ({
  getManagerLock: async () => desk.managerLock.view(),
  unlockManager: ({ pin }) => desk.managerLock.unlock(pin),
  lockManager: async () => desk.managerLock.lock(),
  setManagerPin: ({ currentPin, newPin }) => desk.managerLock.setPin(currentPin, newPin),
});
