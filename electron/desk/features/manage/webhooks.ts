/** The account's webhook: its configuration, the pull queues' counts, and a resend for one waiver. */
import type { DeskHandlers } from '../../../../shared/ipc/contract.ts';
import { type DeskServices, interactiveCall, requireWaiver } from '../../desk-services.ts';

export const webhookHandlers = (
  desk: DeskServices,
): Pick<
  DeskHandlers,
  'getWebhookConfig' | 'saveWebhookConfig' | 'deleteWebhookConfig' | 'getWebhookQueueCounts' | 'resendWebhook'
> => ({
  getWebhookConfig: async (_request, context) => {
    const session = await desk.session();
    return { config: await requireWaiver(session).getWebhookConfig(interactiveCall(context, session)) };
  },

  saveWebhookConfig: async (config, context) => {
    const session = await desk.session();
    return {
      config: await requireWaiver(session).setWebhookConfig(config, interactiveCall(context, session)),
    };
  },

  deleteWebhookConfig: async (_request, context) => {
    const session = await desk.session();
    await requireWaiver(session).deleteWebhookConfig(interactiveCall(context, session));
    return { config: null };
  },

  getWebhookQueueCounts: async (_request, context) => {
    const session = await desk.session();
    return requireWaiver(session).webhookQueueCounts(interactiveCall(context, session));
  },

  resendWebhook: async ({ waiverId }, context) => {
    const session = await desk.session();
    const accepted = await requireWaiver(session).resendWebhook(waiverId, interactiveCall(context, session));
    return { waiverId, accepted };
  },
});
