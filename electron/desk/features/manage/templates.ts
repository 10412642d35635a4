/** The account's waiver templates: the list with links and webhook, one with its field definitions. */
import type { DeskHandlers } from '../../../../shared/ipc/contract.ts';
import { type DeskServices, interactiveCall, requireWaiver } from '../../desk-services.ts';

export const templateHandlers = (
  desk: DeskServices,
): Pick<DeskHandlers, 'listAccountTemplates' | 'getAccountTemplate'> => ({
  listAccountTemplates: async ({ publishedOnly }, context) => {
    const session = await desk.session();
    const templates = await requireWaiver(session).listTemplates(
      // The service's default already lists every template; only the filter is worth sending.
      publishedOnly ? { published: true } : {},
      interactiveCall(context, session),
    );
    return { templates };
  },

  getAccountTemplate: async ({ templateId }, context) => {
    const session = await desk.session();
    return requireWaiver(session).getTemplate(
      templateId,
      { customFields: true },
      interactiveCall(context, session),
    );
  },
});
