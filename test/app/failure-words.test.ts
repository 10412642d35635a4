/**
 * A failure crosses from the main process as a code and a reason with its values,
 * never as words; the page has words for every code and every reason kind. The
 * refusals below are made by the main process's own code (the text guard, the
 * send outcome, the check-in, the manager's lock, the account and its storage),
 * then serialized as they cross IPC.
 */
// The page's words read in English.
import '../renderer/support/english.ts';
import { describe, expect, it } from 'vitest';
import { CheckInRefusal } from '../../electron/desk/admissions/check-in-refusal.ts';
import { maybeSentRefusal, notSentRefusal } from '../../electron/desk/features/signing/send-outcome.ts';
import { SmsSendGuard } from '../../electron/desk/features/signing/sms-guard.ts';
import { ManagerLockedRefusal } from '../../electron/desk/manager-lock/manager-lock.ts';
import { DeskRefusal } from '../../electron/desk/refusal.ts';
import {
  AuthError,
  DataError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  TimeoutError,
  TooLargeError,
} from '../../electron/http/errors.ts';
import { describeForDesk } from '../../electron/ipc/desk-failure.ts';
import { InvalidSettingError, resolveTimeZone } from '../../electron/runtime/account-plan.ts';
import { NotConfiguredError } from '../../electron/runtime/errors.ts';
import { SecretStorageError, UnprotectedStorageError } from '../../electron/secrets/secret-store.ts';
import { SettingsUnwritableError } from '../../electron/settings/settings-file.ts';
import { fieldWordsOf, wordsForFailure } from '../../renderer/src/failures/failure-words.ts';
import { readsLikeWords } from '../../scripts/find-loose-words.ts';
import {
  DESK_ERROR_CODES,
  type DeskErrorInfo,
  type DeskFailureKind,
  type DeskFailureReason,
} from '../../shared/ipc/errors.ts';
import type { SentText } from '../../shared/ipc/signing.ts';

const endpoint = 'POST /v4/sms';

/** One reason of every kind: a kind missing here does not compile. */
const EVERY_REASON: { [K in DeskFailureKind]: Extract<DeskFailureReason, { kind: K }> } = {
  sms_daily_limit: { kind: 'sms_daily_limit' },
  sms_not_sent: { kind: 'sms_not_sent', because: 'budget' },
  sms_maybe_sent: { kind: 'sms_maybe_sent', display: '(303) 555-0105' },
  sms_sent_recently: {
    kind: 'sms_sent_recently',
    templateTitle: 'Jump waiver',
    display: '(720) 555-0102',
    secondsAgo: 1,
  },
  sms_answer_lost: { kind: 'sms_answer_lost', display: '(303) 555-0105', secondsAgo: 120 },
  link_not_made: { kind: 'link_not_made', because: 'no_answer' },
  check_in_not_on_waiver: { kind: 'check_in_not_on_waiver' },
  check_in_needs_look: { kind: 'check_in_needs_look', positions: [0, 2] },
  manager_locked: { kind: 'manager_locked' },
  answer_cut_off: { kind: 'answer_cut_off' },
  no_account: { kind: 'no_account', setup: null },
  no_key: { kind: 'no_key', problem: { kind: 'exposed', mode: '0644' } },
  no_copy: { kind: 'no_copy', need: 'check_in', copyProblem: null },
  no_status_page: { kind: 'no_status_page' },
  unprotected_storage: { kind: 'unprotected_storage' },
  key_not_stored: { kind: 'key_not_stored', because: 'no_keychain' },
  settings_not_saved: { kind: 'settings_not_saved', folder: '/data/desk', because: 'full', cause: 'quota' },
  invalid_setting: {
    kind: 'invalid_setting',
    problem: {
      setting: 'statusUrl',
      fromEnvironment: true,
      fault: { kind: 'plain_http', host: 'status.example' },
    },
  },
  unknown_call: { kind: 'unknown_call', method: 'deleteEverything' },
  request_refused: { kind: 'request_refused', method: 'sendWaiverSms', path: 'phone' },
  superseded: { kind: 'superseded' },
  host_not_answering: { kind: 'host_not_answering' },
  file_refused: { kind: 'file_refused' },
};

/** Written words: a sentence, with no value left unfilled. */
function expectWords(text: string | undefined, where: string): void {
  expect(text, where).toBeTypeOf('string');
  expect(readsLikeWords(text ?? ''), `${where}: ${text}`).toBe(true);
  expect(text, where).not.toMatch(/undefined|null|NaN|\[object/);
}

describe('the page has words for every failure', () => {
  it.each(DESK_ERROR_CODES)('%s: what happened and what to do', (code) => {
    const words = wordsForFailure({ code });
    expectWords(words.what, code);
    expectWords(words.hint, code);
  });

  it.each(Object.values(EVERY_REASON))('$kind: what happened', (reason) => {
    const words = wordsForFailure({ code: 'invalid_request', reason, fields: { phone: 'Enter a number.' } });
    expectWords(words.what, reason.kind);
    if (words.hint !== undefined) expectWords(words.hint, reason.kind);
  });

  it('words the values of a reason into its sentence, plurals by the language’s rules', () => {
    expect(wordsForFailure({ code: 'conflict', reason: EVERY_REASON.sms_sent_recently })).toEqual({
      what: 'A link for "Jump waiver" was texted to (720) 555-0102 1 second ago.',
      hint: 'Ask the customer to look at their phone. To send another anyway, choose Send again.',
    });
    expect(wordsForFailure({ code: 'conflict', reason: EVERY_REASON.sms_answer_lost }).what).toBe(
      'The last text to (303) 555-0105 (2 minutes ago) may have been sent: its answer was lost.',
    );
    expect(wordsForFailure({ code: 'invalid_request', reason: EVERY_REASON.invalid_setting }).what).toBe(
      'The status page address (set for this computer by its administrator) must be an https:// address: over plain http to status.example the API key would travel unencrypted (plain http is only for this computer: localhost or 127.0.0.1).',
    );
    expect(wordsForFailure({ code: 'internal', reason: EVERY_REASON.request_refused, fields: {} }).what).toBe(
      'The request to sendWaiverSms was refused at "phone": invalid payload.',
    );
  });

  it('shows a setting the main process refused beside its field', () => {
    const info = describeForDesk(new InvalidSettingError('baseUrl', false, { kind: 'has_credentials' }));
    expect(fieldWordsOf(info)).toEqual({
      baseUrl:
        'The waiver service address must not carry a user name or password; the API key is entered separately.',
    });
  });
});

/** Every string a failure carries that is not a value passed through: the code, and the reason's kinds. */
function ourStrings(info: DeskErrorInfo): string[] {
  const strings: string[] = [info.code];
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (!VALUES.has(key)) strings.push(value);
    } else if (value && typeof value === 'object') {
      for (const [inner, item] of Object.entries(value)) walk(item, inner);
    }
  };
  walk(info.reason, 'reason');
  return strings;
}

/**
 * The parameters that are values, not words: what the person typed or the desk
 * formatted (a number, a folder, a template's title), and the short reason an
 * opening of the copy failed with (`detail`, as the service's own message is).
 */
const VALUES = new Set([
  'display',
  'templateTitle',
  'folder',
  'value',
  'host',
  'scheme',
  'mode',
  'storedBackend',
  'currentBackend',
  'method',
  'path',
  'detail',
]);

const ALLOWED_KEYS = new Set(['code', 'reason', 'serviceMessage', 'detail', 'retryAfterSeconds', 'fields']);

async function refusalsOfTheGuard(): Promise<unknown[]> {
  let now = 0;
  const guard = new SmsSendGuard(() => now);
  const text: SentText = {
    messageId: 'm1',
    phone: '+17205550102',
    display: '(720) 555-0102',
    templateId: 't1',
    templateTitle: 'Jump waiver',
    status: 1,
    sent: true,
    sentAt: '2026-05-01T10:00:00-06:00',
  };
  // A refusal is thrown as the send is asked for, before any promise: caught as the dispatcher does.
  const caught = async (send: () => Promise<SentText>): Promise<unknown> => {
    try {
      return await send();
    } catch (error) {
      return error;
    }
  };
  const request = { key: 't1|7205550102', display: '(720) 555-0102', sendAgain: false };
  await guard.send(request, async () => text);
  now += 5_000;
  const recently = await caught(() => guard.send(request, async () => text));
  const lostRequest = { key: 't1|3035550105', display: '(303) 555-0105', sendAgain: false };
  const lost = await caught(() =>
    guard.send(lostRequest, async () => {
      throw new TimeoutError(15_000, { endpoint });
    }),
  );
  now += 30_000;
  const held = await caught(() => guard.send(lostRequest, async () => text));
  return [recently, lost, held];
}

describe('a failure crossing IPC carries no words', () => {
  it('each refusal of the desk and each failure of a call: a code, a reason and values only', async () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const badZone = (() => {
      try {
        resolveTimeZone('Mars/Olympus');
      } catch (error) {
        return error;
      }
      throw new Error('expected the zone to be refused');
    })();
    const thrown: unknown[] = [
      ...(await refusalsOfTheGuard()),
      notSentRefusal(new DataError({ endpoint, status: 402, serviceMessage: 'Daily SMS limit exceeded' })),
      notSentRefusal(new RateLimitError({ endpoint, status: 429, retryAfterSeconds: 30 })),
      notSentRefusal(new NetworkError('connection failed', { endpoint, cause })),
      maybeSentRefusal(new TimeoutError(15_000, { endpoint }), '(303) 555-0105'),
      new DeskRefusal('rate_limited', { kind: 'link_not_made', because: 'budget' }, { retryAfterSeconds: 9 }),
      new CheckInRefusal(),
      new CheckInRefusal([1, 3]),
      new ManagerLockedRefusal(),
      new NotConfiguredError({ kind: 'no_account', setup: null }),
      new NotConfiguredError({ kind: 'no_key', problem: { kind: 'undecryptable' } }),
      new NotConfiguredError({ kind: 'no_status_page' }),
      new UnprotectedStorageError(),
      new SecretStorageError('file_unwritable', 'the key file could not be written'),
      new SettingsUnwritableError('/data/desk', 'unwritable', new Error('EACCES')),
      badZone,
      new AuthError({ endpoint, status: 401 }),
      new NotFoundError({ endpoint, status: 404, serviceMessage: 'Waiver not found' }),
      new NetworkError('connection failed (ECONNREFUSED)', { endpoint }),
      new NetworkError('the answer broke off', { endpoint, cutOff: true }),
      new TooLargeError(1_048_576, { endpoint }),
      new TypeError('x is undefined'),
    ];
    expect(thrown.every((error) => error instanceof Error)).toBe(true);
    const kinds = new Set<string>();
    for (const error of thrown) {
      const crossed = JSON.parse(JSON.stringify(describeForDesk(error))) as DeskErrorInfo;
      const where = `${(error as Error).name}: ${JSON.stringify(crossed)}`;
      for (const key of Object.keys(crossed)) expect(ALLOWED_KEYS.has(key), where).toBe(true);
      for (const text of ourStrings(crossed))
        expect(readsLikeWords(text), `${where} carries "${text}"`).toBe(false);
      if (crossed.reason) kinds.add(crossed.reason.kind);
      // And the page has words for it.
      expectWords(wordsForFailure(crossed).what, where);
    }
    expect([...kinds].sort()).toEqual(
      [
        'sms_sent_recently',
        'sms_maybe_sent',
        'sms_answer_lost',
        'sms_daily_limit',
        'sms_not_sent',
        'link_not_made',
        'check_in_not_on_waiver',
        'check_in_needs_look',
        'manager_locked',
        'no_account',
        'no_key',
        'no_status_page',
        'unprotected_storage',
        'key_not_stored',
        'settings_not_saved',
        'invalid_setting',
        'answer_cut_off',
      ].sort(),
    );
  });
});
