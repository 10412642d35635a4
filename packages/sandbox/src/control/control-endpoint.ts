/**
 * The test-only control endpoint under /__control: move the sandbox clock, inject
 * faults, simulate signings (optionally through an auto-tag link, with what the
 * signer typed, who is on the waiver and when fixed by the test), read the SMS
 * log, complete dynamic templates, and reach the status service's own controls. Plain JSON, no key, no rate limit, never faulted.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { WAIVER_LIMITS } from '../../../../shared/domain/waiver.ts';
import type { SandboxClock } from '../clock.ts';
import { type FaultRegistry, FaultSpecError, parseFaultSpec } from '../faults/registry.ts';
import { parseJsonText, readRawBody } from '../server/body.ts';
import { formatZonedIso, parseIsoDate } from '../server/dates.ts';
import { ApiError, DataError, NotFoundError } from '../server/errors.ts';
import { isUnder } from '../server/paths.ts';
import { sendJson } from '../server/respond.ts';
import { Router } from '../server/router.ts';
import { parseBody } from '../server/validate.ts';
import type { AccountState } from '../state/account-state.ts';
import { SIGNING_TEXT_FIELDS, type SigningFields, type SigningPeople } from '../state/signing-overrides.ts';
import { handleStatusControl } from '../status/control.ts';
import type { StatusService } from '../status/index.ts';

export const CONTROL_PREFIX = '/__control';

/** The longest text a simulated signer may type into one field. */
const SIGNER_TEXT_MAX = 20_000;

/** The most people one simulated signing may name: a large group. */
const SIGNING_PARTICIPANTS_MAX = 20;

export interface ControlEndpointOptions {
  clock: SandboxClock;
  faults: FaultRegistry;
  account: AccountState;
  status: StatusService;
}

interface ControlRequest {
  params: Record<string, string>;
  body: unknown;
}

type ControlHandler = (request: ControlRequest) => { status?: number; body: unknown };

const clockBody = z.strictObject({
  set: z.string({ error: 'must be a string' }).optional(),
  advanceMs: z.number({ error: 'must be a number' }).optional(),
});

/** Any text a signer could type, up to a length no form would let through. */
const signerText = z
  .string({ error: 'must be a string' })
  .max(SIGNER_TEXT_MAX, { error: `must be at most ${SIGNER_TEXT_MAX} characters` });

const flagBody = z.strictObject({ displayText: signerText, reason: signerText });
const tagList = z.array(signerText).max(20, { error: 'must hold at most 20 tags' });
const flagList = z.array(flagBody).max(20, { error: 'must hold at most 20 flags' });

/** A participant as the test fixes them (section 2.7); what is left out is the generator's. */
const participantBody = z.strictObject({
  firstName: signerText.optional(),
  middleName: signerText.optional(),
  lastName: signerText.optional(),
  dob: z.string({ error: 'must be a string' }).max(40).optional(),
  isMinor: z.boolean({ error: 'must be a boolean' }).optional(),
  minorExpired: z.boolean({ error: 'must be a boolean' }).optional(),
  tags: tagList.optional(),
  flags: flagList.optional(),
});

const signingBody = z.strictObject({
  templateId: z.string({ error: 'must be a string' }).optional(),
  /** What the signer typed, replacing what the generator would make up (any text: tests of hostile input). */
  fields: z
    .strictObject(Object.fromEntries(SIGNING_TEXT_FIELDS.map((field) => [field, signerText.optional()])))
    .optional(),
  /** When it was signed (ISO 8601), not after the sandbox's now; default now. */
  signedAt: z.string({ error: 'must be a string' }).optional(),
  /** Who signed: the participants (the first is the signer). */
  participants: z
    .array(participantBody)
    .min(1, { error: 'must name at least one participant' })
    .max(SIGNING_PARTICIPANTS_MAX, { error: `must name at most ${SIGNING_PARTICIPANTS_MAX} participants` })
    .optional(),
  /** The guardian who signed for minors; null for none. */
  guardian: z
    .strictObject({
      firstName: signerText,
      middleName: signerText.optional(),
      lastName: signerText,
      relationship: signerText.default(''),
    })
    .nullable()
    .optional(),
  /** The waiver's own tags, and the flags of its own questions. */
  tags: tagList.optional(),
  waiverFlags: flagList.optional(),
  /** The signer came through an auto-tag link carrying this value (section 1: at most 64 characters). */
  autoTag: z
    .string({ error: 'must be a string' })
    .max(WAIVER_LIMITS.autoTagMaxLength, {
      error: `must be at most ${WAIVER_LIMITS.autoTagMaxLength} characters`,
    })
    .optional(),
});

export class ControlEndpoint {
  private readonly options: ControlEndpointOptions;
  private readonly router = new Router<ControlHandler>();

  constructor(options: ControlEndpointOptions) {
    this.options = options;
    const { clock, faults, account } = options;
    this.router.add('GET', '/__control/clock', () => ({ body: this.clockView() }));
    this.router.add('POST', '/__control/clock', ({ body }) => {
      const request = parseBody(clockBody, body);
      if (request.set !== undefined) {
        const epochMs = parseIsoDate(request.set);
        if (epochMs === null) throw new DataError('set must be an ISO 8601 date');
        clock.set(epochMs);
      }
      if (request.advanceMs !== undefined) clock.advance(request.advanceMs);
      return { body: this.clockView() };
    });
    this.router.add('GET', '/__control/faults', () => ({ body: { faults: faults.list() } }));
    this.router.add('POST', '/__control/faults', ({ body }) => ({
      status: 201,
      body: { fault: faults.add(parseFaultSpec(body)) },
    }));
    this.router.add('DELETE', '/__control/faults', () => {
      faults.clear();
      return { body: { faults: [] } };
    });
    this.router.add('DELETE', '/__control/faults/:id', ({ params }) => {
      if (!faults.remove(params.id as string)) throw new NotFoundError(`No fault ${params.id}`);
      return { body: { faults: faults.list() } };
    });
    this.router.add('POST', '/__control/signings', ({ body }) => {
      const { templateId, autoTag, fields, signedAt, participants, guardian, tags, waiverFlags } = parseBody(
        signingBody,
        body,
      );
      let signedAtMs: number | undefined;
      if (signedAt !== undefined) {
        signedAtMs = parseIsoDate(signedAt) ?? undefined;
        if (signedAtMs === undefined) throw new DataError('signedAt must be an ISO 8601 date');
        if (signedAtMs > clock.now()) throw new DataError('signedAt must not be after the sandbox clock');
      }
      const people: SigningPeople = {
        ...(participants ? { participants } : {}),
        ...(guardian === undefined ? {} : { guardian }),
        ...(tags ? { tags } : {}),
        ...(waiverFlags ? { waiverFlags } : {}),
      };
      const waiver = account.signWaiver(templateId, autoTag, {
        ...(fields ? { fields: fields as SigningFields } : {}),
        ...(signedAtMs === undefined ? {} : { signedAt: signedAtMs }),
        ...(Object.keys(people).length > 0 ? { people } : {}),
      });
      return {
        status: 201,
        body: {
          waiverId: waiver.waiverId,
          templateId: waiver.templateId,
          createdOn: waiver.createdOn,
          autoTag: waiver.autoTag,
        },
      };
    });
    this.router.add('GET', '/__control/sms', () => ({ body: account.sms.view(clock.now()) }));
    this.router.add('POST', '/__control/dynamic/:uuid/sign', ({ params }) => ({
      body: { transactionId: account.links.signDynamic(params.uuid as string, clock.now()) },
    }));
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (isUnder(url.pathname, `${CONTROL_PREFIX}/status`)) {
      handleStatusControl(req, res, url, this.options.status.controls);
      return;
    }
    try {
      const match = this.router.match(req.method ?? 'GET', url.pathname);
      if (!match) throw new NotFoundError();
      const body =
        req.method === 'GET' ? undefined : parseJsonText((await readRawBody(req)).toString('utf8'));
      const answer = match.route({ params: match.params, body });
      sendJson(res, answer.status ?? 200, answer.body);
    } catch (error) {
      if (error instanceof FaultSpecError) {
        sendJson(res, 400, { error: { code: error.code, message: error.message } });
      } else if (error instanceof ApiError) {
        sendJson(res, error.status, { error: { code: error.code, message: error.message } });
      } else {
        console.error('[sandbox] control request failed:', error);
        sendJson(res, 500, { error: { code: 'internal', message: 'Internal server error' } });
      }
    }
  }

  private clockView() {
    const { clock, account } = this.options;
    const now = clock.now();
    return { now: formatZonedIso(now, account.timeZone), epochMs: now, frozen: clock.frozen };
  }
}
