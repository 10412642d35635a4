/**
 * Published keys (4.7, 4.8): public tokens for the account's website, never the
 * API key. A label already in use comes back from the client as `LabelInUseError`,
 * which reaches the page with code `conflict` so the form can say so beside the label.
 */
import type { DeskHandlers } from '../../../../shared/ipc/contract.ts';
import { type DeskServices, interactiveCall, requireWaiver } from '../../desk-services.ts';

export const publishedKeyHandlers = (
  desk: DeskServices,
): Pick<DeskHandlers, 'listPublishedKeys' | 'createPublishedKey'> => ({
  listPublishedKeys: async (_request, context) => {
    const session = await desk.session();
    return { keys: await requireWaiver(session).listPublishedKeys(interactiveCall(context, session)) };
  },

  createPublishedKey: async ({ label }, context) => {
    const session = await desk.session();
    return requireWaiver(session).createPublishedKey(label, interactiveCall(context, session));
  },
});
