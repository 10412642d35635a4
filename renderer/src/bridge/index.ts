/** The renderer's only way to the main process. */
export { DeskError } from '../../../shared/ipc/errors.ts';
export { isAbandoned } from './abort.ts';
export { callDesk, subscribeDesk } from './call-desk.ts';
export { createLatestCall, type LatestCall } from './latest-call.ts';
