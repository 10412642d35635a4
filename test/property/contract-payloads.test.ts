/**
 * Every contract method under arbitrary payloads, through the dispatcher both
 * hosts use, with handlers that only record what they are given:
 * - no payload makes a call throw past the contract boundary: the result is
 *   always an IpcResult (`ok` with a value, or a coded error with a message);
 * - a handler only ever sees a payload its schema accepts, exactly as the schema
 *   reads it (defaults filled, text trimmed, a phone number read);
 * - a form refused says, for every field that failed, what is wrong in words a
 *   person can act on: never empty, never zod's own "Invalid input: expected
 *   string, received number" or "Too small: …".
 * Payloads are any value at all, and valid requests with fields replaced by
 * anything, dropped, or joined by fields the form does not have.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import * as accountForms from '../../shared/ipc/account.ts';
import * as admissionForms from '../../shared/ipc/admissions.ts';
import {
  type CallContext,
  contract,
  type DeskHandlers,
  type Method,
  methods,
} from '../../shared/ipc/contract.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import * as lookupForms from '../../shared/ipc/lookup.ts';
import * as manageForms from '../../shared/ipc/manage.ts';
import * as managerLockForms from '../../shared/ipc/manager-lock.ts';
import * as signingForms from '../../shared/ipc/signing.ts';
import * as printingForms from '../../shared/printing/printing.ts';
import { worded } from '../support/worded.ts';
import { anyJson, damaged } from './wire-samples.ts';

const RUNS = 200;

/** One request each method accepts, as a page would send it; a method not listed takes `{}`. */
const VALID: Partial<Record<Method, unknown>> = {
  getAppInfo: {},
  reportScreenFailure: {
    screen: 'today',
    recordId: 'W-1',
    errorName: 'TypeError',
    message: 'x is undefined',
  },
  listTodayCheckins: {},
  getAccount: {},
  connectAccount: {
    accountName: 'Granite Peak Gym',
    apiKey: 'k-0123456789abcdef',
    authScheme: 'bearer',
    baseUrl: 'https://api.waiver.example',
    statusUrl: 'https://status.waiver.example',
    acceptUnprotectedStorage: false,
  },
  suggestAccountName: { statusUrl: 'https://status.waiver.example' },
  openDemoAccount: {},
  openConnectedAccount: {},
  signOut: {},
  getSettings: {},
  saveSettings: {
    timeZone: 'America/Denver',
    requestTimeoutSeconds: 15,
    searchTimeoutSeconds: 60,
    statusPollMinutes: 2,
    todayRefreshMinutes: 5,
    consoleLinkTemplate: 'https://console.waiver.example/w/{waiverId}',
    signingHost: 'https://waiver.waiver.example',
    consumeWebhookQueue: false,
    startAtLogin: false,
    kioskMode: false,
  },
  getSharedDatabase: {},
  testSharedDatabase: { address: 'postgres://desk@db.example.com:5432/waivers', password: 'pw' },
  saveSharedDatabase: { address: 'postgres://desk@db.example.com:5432/waivers', password: 'pw' },
  lookupWaivers: { text: 'smith', scan: false, limit: 20 },
  searchService: { text: 'Avery Smith' },
  getWaiverDetail: { waiverId: 'Ab3dE5gH7' },
  checkIn: { waiverId: 'Ab3dE5gH7', positions: [0, 2, -1], again: false },
  listAdmissions: { day: '2031-05-06' },
  getHeadcount: {},
  getArrivedAdmissions: { admissionIds: ['6f1c0a4e-2b1d-4c1e-9a57-0d9e3c1f2a10'] },
  undoAdmission: { admissionId: '6f1c0a4e-2b1d-4c1e-9a57-0d9e3c1f2a10', pin: '2468' },
  markLeft: { admissionIds: ['6f1c0a4e-2b1d-4c1e-9a57-0d9e3c1f2a10'] },
  takeBackLeft: { admissionId: '6f1c0a4e-2b1d-4c1e-9a57-0d9e3c1f2a10', pin: '2468' },
  getCounterTrail: { day: '2031-05-06' },
  getServiceStatus: {},
  refreshServiceStatus: {},
  getStatusNotice: { id: 4796 },
  listRecentNotices: {},
  listAccountTemplates: { publishedOnly: true },
  getAccountTemplate: { templateId: 'sprswrvh2keeh' },
  createGroupReservation: {
    event: {
      event_date: '2031-05-06T14:30:00-06:00',
      leader: 'Avery Smith',
      name: 'Birthday party',
      description: 'Room 2',
    },
    leader: { first_name: 'Avery', last_name: 'Smith', email: 'avery@example.com' },
    template: 'sprswrvh2keeh',
    mailer: 'service',
    participants: [{ first_name: 'Sam', last_name: 'Smith', email: '' }],
  },
  listPublishedKeys: {},
  createPublishedKey: { label: 'Website' },
  createDynamicTemplate: {
    template: '{"title":"Climbing"}',
    data: '{"participants":[]}',
    expirationMinutes: 60,
  },
  processDynamicWaiver: { transactionId: 'https://example.com/done?transactionId=tx_123' },
  getWebhookConfig: {},
  saveWebhookConfig: { endpoint: 'https://hooks.example.com/waivers', emailValidationRequired: 'both' },
  deleteWebhookConfig: {},
  getWebhookQueueCounts: {},
  resendWebhook: { waiverId: 'Ab3dE5gH7' },
  getConsoleSettings: {},
  getServiceVersion: {},
  pingService: {},
  getRateBudget: {},
  listSigningTemplates: {},
  sendWaiverSms: { templateId: 'sprswrvh2keeh', phone: '(303) 555-0123', sendAgain: false },
  createPrefillLink: {
    templateId: 'sprswrvh2keeh',
    expiration: 3_600,
    lockdownPrefill: false,
    participants: [{ firstName: 'Sam', lastName: 'Smith', dob: '2012-05-31', customFields: { abc: 'yes' } }],
    guardian: { firstName: 'Avery', lastName: 'Smith', relationship: 'Parent', participant: false },
    email: 'avery@example.com',
    addressCity: 'Denver',
    customWaiverFields: { def: 'blue' },
    external_id: 'M_1234',
  },
  autoTagLink: { templateId: 'sprswrvh2keeh', tag: 'C-10442' },
  unlockManager: { pin: '2468' },
  setManagerPin: { currentPin: '2468', newPin: '13579' },
  savePrinting: {
    wristbandPrinter: { kind: 'zpl', host: '192.168.1.50', port: 9100 },
    labelPrinter: { kind: 'escpos', host: 'receipts.local', port: 9100, codepage: 'cp858' },
    autoWristband: true,
    autoLabel: false,
    visitMinutes: 120,
    rules: [{ who: 'minor', endsBy: '14:30', colour: 'red', text: 'Under 18' }],
    otherwise: { colour: 'blue', text: 'Day pass' },
  },
  testPrint: { purpose: 'label', printer: { kind: 'system', deviceName: 'Zebra_ZD510' } },
  printForAdmission: { purpose: 'wristband', admissionIds: ['0b6f7c1e-3d0a-4f57-9a0e-7c1d2b3a4e5f'] },
  saveUpdateChoices: { channel: 'beta', deferDays: 3 },
  reportActivity: { checkInOpen: true },
  logPageProblems: {
    problems: [
      {
        level: 'error',
        kind: 'uncaught',
        screen: 'today',
        errorName: 'TypeError',
        message: 'x is undefined',
      },
    ],
  },
  dismissRecovery: { id: 3 },
};

/** The request schemas of the forms (account, signing, manage, lookup), by identity. */
const FORM_SCHEMAS = new Set<unknown>(
  [
    accountForms,
    signingForms,
    manageForms,
    lookupForms,
    admissionForms,
    managerLockForms,
    printingForms,
  ].flatMap((module) => Object.values(module)),
);
const formMethods = methods.filter((method) => FORM_SCHEMAS.has(contract[method].request));

/** zod's own words, which tell a person nothing about the field (its en locale, every message). */
const ZOD_GENERIC = /^(Invalid\b|Too (big|small):|Unrecognized keys?:|Expected\b)/;

interface Recorded {
  method: Method;
  request: unknown;
}

function recordingHandlers(seen: Recorded[]): DeskHandlers {
  return Object.fromEntries(
    methods.map((method) => [
      method,
      async (request: unknown, _context: CallContext) => {
        seen.push({ method, request });
        return { answered: method };
      },
    ]),
  ) as unknown as DeskHandlers;
}

/** Any value, the method's valid request, or that request damaged. */
const validFor = (method: Method): unknown => (method in VALID ? VALID[method] : {});

function payloadFor(method: Method): fc.Arbitrary<unknown> {
  const valid = validFor(method);
  const withExtra = fc
    .tuple(fc.string({ minLength: 1, maxLength: 12 }), anyJson)
    .map(([key, value]) =>
      typeof valid === 'object' && valid !== null ? { ...valid, [key]: value } : { [key]: value },
    );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(valid) },
    { weight: 6, arbitrary: damaged([valid]) },
    { weight: 1, arbitrary: withExtra },
    { weight: 2, arbitrary: fc.anything() },
    { weight: 1, arbitrary: fc.constantFrom(undefined, null, '', 0, [], '{}') },
  );
}

function expectIpcResult(result: IpcResult<unknown>): void {
  expect(typeof result).toBe('object');
  if (result.ok) {
    expect(result).toHaveProperty('value');
    return;
  }
  expect(typeof result.error.code).toBe('string');
  // What the page makes of it: words, never empty.
  expect(worded(result.error).message.length).toBeGreaterThan(0);
}

describe('contract payloads, whatever a page sends', () => {
  it('knows a valid request for every method and finds the form methods', () => {
    for (const method of methods)
      expect(contract[method].request.safeParse(validFor(method)).success, method).toBe(true);
    expect(formMethods).toEqual(
      expect.arrayContaining(['connectAccount', 'saveSettings', 'sendWaiverSms', 'createGroupReservation']),
    );
    expect(formMethods.length).toBeGreaterThanOrEqual(15);
  });

  for (const method of methods) {
    it(`${method}: always an IpcResult; the handler sees only what the schema accepts, as it reads it`, async () => {
      const seen: Recorded[] = [];
      const dispatcher = createDispatcher(recordingHandlers(seen), { log: () => {} });
      const schema = contract[method].request as z.ZodType;
      let accepted = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(payloadFor(method), async (payload) => {
          seen.length = 0;
          const result = await dispatcher.call(method, payload, { caller: 'property' });
          expectIpcResult(result);
          const expected = schema.safeParse(payload ?? {});
          if (result.ok) {
            accepted += 1;
            expect(expected.success).toBe(true);
            expect(seen).toEqual([{ method, request: expected.data }]);
          } else {
            refused += 1;
            expect(seen).toEqual([]);
            expect(result.error.code).toBe('invalid_request');
            expect(expected.success).toBe(false);
          }
        }),
        { numRuns: RUNS },
      );
      expect(accepted).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    });
  }

  for (const method of formMethods) {
    it(`${method}: every refused field says what is wrong, in the form's own words`, async () => {
      const dispatcher = createDispatcher(recordingHandlers([]), { log: () => {} });
      await fc.assert(
        fc.asyncProperty(payloadFor(method), async (payload) => {
          const result = await dispatcher.call(method, payload, { caller: 'property' });
          if (result.ok) return;
          const fields = Object.entries(result.error.fields ?? {});
          expect(fields.length).toBeGreaterThan(0);
          for (const [field, message] of fields) {
            expect(message.trim(), `${method} ${field}`).not.toBe('');
            expect(message, `${method} ${field}`).not.toMatch(ZOD_GENERIC);
          }
          expect(worded(result.error).message).not.toMatch(/Invalid input|Too (big|small):|Unrecognized key/);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('a method that does not exist, or a name that is not text, is refused as an IpcResult', async () => {
    const dispatcher = createDispatcher(recordingHandlers([]), { log: () => {} });
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.anything(), async (name, payload) => {
        if ((methods as string[]).includes(name)) return;
        const result = await dispatcher.call(name, payload, { caller: 'property' });
        expect(result.ok).toBe(false);
        expectIpcResult(result);
      }),
      { numRuns: RUNS },
    );
  });
});
