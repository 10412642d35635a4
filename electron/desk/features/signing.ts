/**
 * Getting a customer signing: the waivers to send (from the service, or the desk's
 * copy when it cannot be reached), a waiver link by text message (one press, one
 * message: see `SmsSendGuard`), a prefilled link, and an auto-tag link, which is
 * made here without asking the service anything.
 */
import type { WaiverTemplate } from '../../../shared/domain/waiver.ts';
import { SERVICE_DEFAULTS } from '../../../shared/ipc/account.ts';
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import {
  buildAutoTagLink,
  isPrefillable,
  orderForSending,
  prefillBodyOf,
  type SentText,
  type SigningField,
  type SigningTemplate,
} from '../../../shared/ipc/signing.ts';
import { RateLimitError } from '../../http/errors.ts';
import { isTransient } from '../../http/retry.ts';
import type { AccountSession } from '../../runtime/account-session.ts';
import type { CallOptions } from '../../services/waiver-api/index.ts';
import {
  type DeskServices,
  INTERACTIVE_MAX_WAIT_MS,
  interactiveCall,
  requireWaiver,
} from '../desk-services.ts';
import { DeskRefusal } from '../refusal.ts';
import { SmsSendGuard } from './signing/sms-guard.ts';

function fieldsOf(definitions: WaiverTemplate['customParticipantFields']): SigningField[] {
  return (definitions ?? [])
    .filter((field) => field.guid !== '' && isPrefillable(field))
    .map(({ guid, label, fieldType, type }) => ({ guid, label, fieldType, type }));
}

export function signingTemplatesOf(templates: readonly WaiverTemplate[]): SigningTemplate[] {
  return orderForSending(
    templates.map((template) => ({
      templateId: template.templateId,
      title: template.title,
      published: template.publishedOn !== '',
      publishedOn: template.publishedOn,
      waiverFields: fieldsOf(template.customFields),
      participantFields: fieldsOf(template.customParticipantFields),
    })),
  );
}

/**
 * A text is not tied to the page that asked for it: a page that goes away must not
 * cut a send in half, or the desk would not know whether it went out. Only the
 * account closing stops it.
 */
function sendCall(session: AccountSession): CallOptions {
  return { signal: session.signal, priority: 'interactive', maxWaitMs: INTERACTIVE_MAX_WAIT_MS };
}

export const signingHandlers = (
  desk: DeskServices,
): Pick<DeskHandlers, 'listSigningTemplates' | 'sendWaiverSms' | 'createPrefillLink' | 'autoTagLink'> => {
  // One guard per account session: a switch of account starts afresh.
  const guards = new WeakMap<AccountSession, SmsSendGuard>();
  const guardOf = (session: AccountSession): SmsSendGuard => {
    let guard = guards.get(session);
    if (!guard) {
      guard = new SmsSendGuard(() => desk.now().getTime());
      guards.set(session, guard);
    }
    return guard;
  };

  return {
    listSigningTemplates: async (_request, context) => {
      const session = await desk.session();
      const cache = session.copy?.cache ?? null;
      try {
        const templates = await requireWaiver(session).listTemplates(
          { customFields: true },
          interactiveCall(context, session),
        );
        await cache?.putTemplates(templates).catch(() => {});
        return { templates: signingTemplatesOf(templates), source: 'service' };
      } catch (error) {
        // Offline, the forms can still be filled in from the templates the copy keeps.
        if (!cache || !isTransient(error)) throw error;
        const kept = await cache.getTemplates();
        if (kept.length === 0) throw error;
        return { templates: signingTemplatesOf(kept), source: 'copy' };
      }
    },

    sendWaiverSms: async ({ templateId, phone, sendAgain }) => {
      const session = await desk.session();
      const waiver = requireWaiver(session);
      return guardOf(session).send(
        { key: `${templateId}\u0000${phone.national}`, display: phone.display, sendAgain },
        async (): Promise<SentText> => {
          const record = await waiver.sendSms({ templateId, number: phone.digits }, sendCall(session));
          return {
            messageId: record.id,
            phone: record.phone,
            display: phone.display,
            templateId: record.template.uuid || templateId,
            templateTitle: record.template.title,
            status: record.status,
            sent: record.status === 1,
            sentAt: record.date,
          };
        },
      );
    },

    createPrefillLink: async (request, context) => {
      const session = await desk.session();
      const waiver = requireWaiver(session);
      try {
        const link = await waiver.prefill(
          request.templateId,
          prefillBodyOf(request),
          interactiveCall(context, session),
        );
        return {
          url: link.url,
          uuid: link.uuid,
          templateId: request.templateId,
          expiration: link.expiration,
          expiresAt: new Date(desk.now().getTime() + link.expiration * 1_000).toISOString(),
        };
      } catch (error) {
        // An unanswered link costs nothing: making another is safe, and it is the person's call.
        if (!isTransient(error)) throw error;
        throw new DeskRefusal(
          error.code,
          { kind: 'link_not_made', because: error instanceof RateLimitError ? 'budget' : 'no_answer' },
          { retryAfterSeconds: error.retryAfterSeconds, cause: error },
        );
      }
    },

    autoTagLink: async ({ templateId, tag }) => {
      const session = await desk.session();
      // The demo's signing pages are its own sandbox's; a real account's are the Settings' host.
      const demo = session.account.mode === 'demo';
      const host = demo
        ? session.account.baseUrl
        : (desk.accounts.preferences().preferences.signingHost ?? SERVICE_DEFAULTS.signingHost);
      return {
        url: buildAutoTagLink(host, templateId, tag),
        templateId,
        tag,
        host,
        hostSource: demo ? 'demo' : 'settings',
      };
    },
  };
};
