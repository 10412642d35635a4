/**
 * The manager's tools, one file per tool under `manage/`: templates, group
 * reservations, published keys, dynamic templates, webhooks and the account's facts.
 * Every service call is made for the person asking (`interactiveCall`), and the
 * client never retries a write.
 */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type { DeskServices } from '../desk-services.ts';
import { accountFactHandlers } from './manage/account-facts.ts';
import { dynamicHandlers } from './manage/dynamic.ts';
import { groupHandlers } from './manage/groups.ts';
import { publishedKeyHandlers } from './manage/keys.ts';
import { templateHandlers } from './manage/templates.ts';
import { webhookHandlers } from './manage/webhooks.ts';

type ManageMethod =
  | keyof ReturnType<typeof templateHandlers>
  | keyof ReturnType<typeof groupHandlers>
  | keyof ReturnType<typeof publishedKeyHandlers>
  | keyof ReturnType<typeof dynamicHandlers>
  | keyof ReturnType<typeof webhookHandlers>
  | keyof ReturnType<typeof accountFactHandlers>;

export const manageHandlers = (desk: DeskServices): Pick<DeskHandlers, ManageMethod> => ({
  ...templateHandlers(desk),
  ...groupHandlers(desk),
  ...publishedKeyHandlers(desk),
  ...dynamicHandlers(desk),
  ...webhookHandlers(desk),
  ...accountFactHandlers(desk),
});
