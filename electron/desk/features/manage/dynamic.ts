/**
 * Dynamic templates (4.4) and turning a signed one into its waiver (4.5). The
 * template and data are the client-side library's settings, checked as JSON
 * objects by the contract and sent as objects, as the service's SDKs send them.
 */
import type { DeskHandlers } from '../../../../shared/ipc/contract.ts';
import { type DeskServices, interactiveCall, requireWaiver } from '../../desk-services.ts';

export const dynamicHandlers = (
  desk: DeskServices,
): Pick<DeskHandlers, 'createDynamicTemplate' | 'processDynamicWaiver'> => ({
  createDynamicTemplate: async ({ template, data, expirationMinutes }, context) => {
    const session = await desk.session();
    const created = await requireWaiver(session).createDynamicTemplate(
      { dynamic: { template, data, expiration: expirationMinutes * 60 } },
      interactiveCall(context, session),
    );
    return {
      url: created.url,
      uuid: created.uuid,
      expirationSeconds: created.expiration,
      // The service says how long, not until when: counted from the answer's arrival.
      expiresAt: new Date(desk.now().getTime() + created.expiration * 1_000).toISOString(),
    };
  },

  processDynamicWaiver: async ({ transactionId }, context) => {
    const session = await desk.session();
    return requireWaiver(session).processDynamic(transactionId, interactiveCall(context, session));
  },
});
