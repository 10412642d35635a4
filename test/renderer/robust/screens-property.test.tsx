/**
 * No record can break a screen: Today (the service's check-ins, the desks'
 * admissions and the verdicts on their waivers), the list under the lookup box and the
 * waiver page, drawn in jsdom from arbitrary answers holding records in every
 * shape the notes allow, and from what the main process's tolerant readers make
 * of them. Each draws without throwing, without a row that "could not be shown",
 * and with everything it was given that identifies a record.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { describe, expect, it } from 'vitest';
import { useAppInfo } from '../../../renderer/src/desk/hooks.ts';
import { forgetReportedFailures } from '../../../renderer/src/failures/report-failure.ts';
import { LookupBox } from '../../../renderer/src/lookup/LookupBox.tsx';
import { TodayScreen } from '../../../renderer/src/screens/today/TodayScreen.tsx';
import { WaiverScreen } from '../../../renderer/src/screens/waiver/WaiverScreen.tsx';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import { renderWithRoutes } from '../lookup/lookup-fixtures.tsx';
import { installFakeBridge } from '../support/fake-bridge.ts';
import {
  anyMatch,
  anyVerdict,
  boolLike,
  dateLike,
  rawAdmission,
  rawCheckin,
  rawWaiver,
  readCheckins,
  readWaiver,
  textLike,
} from '../support/record-shapes.ts';

/** Runs per screen: each draws the screen afresh in jsdom. */
const RUNS = 40;

/** An answer as the main process hands it over, whatever its shape. */
const answer = (value: unknown) => (): IpcResult<never> => ({ ok: true, value: value as never });

/** As the shell does: a screen is drawn once the desk said which account is open. */
function WhenKnown({ children }: { children: ReactNode }) {
  return useAppInfo() ? children : null;
}

/** Catches what a screen throws while drawing, so a property can say so instead of a blank page. */
function drawn(ui: ReactNode, thrown: unknown[]) {
  return (
    <ErrorBoundary fallback={<p>thrown</p>} onError={(error) => thrown.push(error)}>
      <WhenKnown>{ui}</WhenKnown>
    </ErrorBoundary>
  );
}

function startRun(): unknown[] {
  cleanup();
  forgetReportedFailures();
  return [];
}

function expectWholeScreen(thrown: unknown[]): void {
  expect(thrown).toEqual([]);
  expect(screen.queryByText(/could not be shown/)).toBeNull();
  expect(document.body.textContent).not.toMatch(/Invalid Date|NaN|undefined|\[object Object\]/);
}

/** Elements a list answer will show: an array's items, a lone record, or nothing. */
const itemsOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'object' && value !== null ? [value] : [];

const isId = (id: unknown): boolean => (typeof id === 'string' && id !== '') || typeof id === 'number';

const identifies = (record: unknown): boolean => isId((record as { waiverId?: unknown } | null)?.waiverId);

/** An admission is listed when it has an id of its own or a waiver to open. */
const admissionIdentifies = (record: unknown): boolean =>
  identifies(record) || isId((record as { admissionId?: unknown } | null)?.admissionId);

/** The waiver ids an answer's rows name, as the page will read them. */
const waiverIdsOf = (...lists: unknown[]): string[] =>
  lists
    .flatMap(itemsOf)
    .map((record) => (record as { waiverId?: unknown } | null)?.waiverId)
    .filter(isId)
    .map(String);

const checkinsAnswer = fc.oneof(
  fc.array(rawCheckin, { maxLength: 8 }),
  rawCheckin,
  fc.array(rawCheckin, { maxLength: 8 }).map(readCheckins),
  fc.constantFrom(undefined, null),
);

const todayAnswer = fc.record(
  {
    window: fc.oneof(
      fc.constant(null),
      fc.record({ fromDts: dateLike, toDts: dateLike }, { requiredKeys: [] }),
    ),
    excludedFrom: dateLike,
    checkins: checkinsAnswer,
    skipped: fc.oneof(fc.nat(5), fc.constantFrom('2', null)),
    fetchedAt: dateLike,
    source: fc.constantFrom('service', 'copy', 'elsewhere'),
    recentSignings: fc.oneof(fc.array(anyMatch, { maxLength: 3 }), anyMatch),
    admissions: fc.oneof(
      fc.array(rawAdmission, { maxLength: 5 }),
      rawAdmission,
      fc.constantFrom(undefined, null, 'none'),
    ),
    deskId: fc.constantFrom('desk-here', '', 7, null),
  },
  { requiredKeys: ['checkins'] },
);

/**
 * Verdicts by waiver id for the rows of the answer (any verdict, odd ones too), and
 * for ids no row names ("__proto__" among them); or something that is no map at all.
 */
const todayWithVerdicts = fc
  .tuple(
    todayAnswer,
    fc.array(anyVerdict, { minLength: 1, maxLength: 6 }),
    fc.constantFrom('keyed', 'none', 'list', 'text'),
  )
  .map(([today, verdicts, form]) => {
    if (form !== 'keyed')
      return { ...today, verdicts: form === 'list' ? verdicts : form === 'none' ? undefined : 'x' };
    const keyed: Record<string, unknown> = Object.create(null);
    const ids = [...waiverIdsOf(today.checkins, today.admissions), '__proto__', 'constructor', 'W-elsewhere'];
    ids.forEach((id, index) => {
      keyed[id] = verdicts[index % verdicts.length];
    });
    return { ...today, verdicts: keyed };
  });

describe('Today', () => {
  it('draws every check-in of any answer', async () => {
    await fc.assert(
      fc.asyncProperty(todayWithVerdicts, async (today) => {
        const thrown = startRun();
        const bridge = installFakeBridge({ listTodayCheckins: answer(today) });
        renderWithRoutes(bridge, drawn(<TodayScreen />, thrown));
        await waitFor(() => expect(screen.queryByText("Loading today's check-ins…")).toBeNull());
        expectWholeScreen(thrown);
        const checkins = itemsOf(today.checkins);
        const admissions = itemsOf(today.admissions).filter(admissionIdentifies);
        const rows = checkins.length + admissions.length;
        if (rows === 0) {
          expect(screen.getByTestId('today-empty')).toBeInTheDocument();
        } else {
          expect(screen.getByTestId('today-summary')).toHaveTextContent(new RegExp(`^${rows} in today, `));
          const table = screen.getByRole('table', { name: "Today's check-ins" });
          expect(table).toHaveAttribute('aria-rowcount', String(rows + 1));
          expect(table.querySelectorAll('tbody tr[data-index]')).toHaveLength(rows);
          // Those recorded at a desk are marked, the service's are not.
          expect(table.querySelectorAll('tbody tr[data-admitted]')).toHaveLength(admissions.length);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

const lookupAnswer = fc.record({
  matches: fc.oneof(fc.array(anyMatch, { maxLength: 6 }), anyMatch, fc.constantFrom(undefined, null)),
  copy: fc.oneof(
    fc.record(
      {
        phase: fc.constantFrom('idle', 'backfill', 'paused', 'error', 'unknown'),
        lastCurrentAt: fc.oneof(dateLike, fc.constant(null)),
        done: fc.oneof(fc.nat(), fc.constantFrom('12', null)),
        total: fc.oneof(fc.nat(), fc.constantFrom(Number.NaN, null)),
      },
      { requiredKeys: [] },
    ),
    fc.constant(undefined),
  ),
});

describe('the list under the lookup box', () => {
  it('lists every identifiable waiver of any answer', async () => {
    await fc.assert(
      fc.asyncProperty(lookupAnswer, textLike, async (found, typed) => {
        const thrown = startRun();
        const text = typeof typed === 'string' && typed.trim() !== '' ? typed.slice(0, 20) : 'Ann';
        const bridge = installFakeBridge({
          lookupWaivers: (request) => answer({ ...found, text: request.text.trim() })(),
        });
        renderWithRoutes(bridge, drawn(<LookupBox />, thrown));
        fireEvent.change(screen.getByRole('combobox', { name: 'Find a waiver' }), {
          target: { value: text },
        });
        const listed = itemsOf(found.matches).filter(identifies).length;
        await waitFor(() => {
          if (listed > 0) expect(screen.getAllByTestId('lookup-option')).toHaveLength(listed);
          else expect(screen.getByTestId('lookup-empty')).toBeInTheDocument();
        });
        expectWholeScreen(thrown);
      }),
      { numRuns: RUNS },
    );
  });
});

const detailAnswer = fc.record(
  {
    waiver: fc.oneof(
      rawWaiver,
      rawWaiver.map((raw) => readWaiver(raw) ?? raw),
    ),
    source: fc.constantFrom('copy', 'service', 'other'),
    verdict: fc.oneof(
      fc.record(
        {
          tone: fc.constantFrom('ok', 'attention', 'stop', 'unknown'),
          headline: textLike,
          reasons: fc.oneof(fc.array(textLike, { maxLength: 3 }), textLike),
        },
        { requiredKeys: [] },
      ),
      fc.constant(undefined),
    ),
    fieldLabels: fc.oneof(
      fc.dictionary(fc.string({ maxLength: 6 }), textLike, { maxKeys: 3 }),
      fc.constant(null),
    ),
    consoleUrl: fc.oneof(fc.constantFrom('https://console.example.com/w/1', 'javascript:alert(1)'), textLike),
    extra: boolLike,
  },
  { requiredKeys: ['waiver'] },
);

describe('the waiver page', () => {
  it('draws any waiver the desk hands it', async () => {
    await fc.assert(
      fc.asyncProperty(detailAnswer, async (detail) => {
        const thrown = startRun();
        const bridge = installFakeBridge({ getWaiverDetail: answer(detail) });
        renderWithRoutes(bridge, drawn(<WaiverScreen />, thrown), '/waivers/W1');
        expect(await screen.findByTestId('verdict')).toBeInTheDocument();
        expectWholeScreen(thrown);
        expect(screen.getByRole('heading', { name: 'People on this waiver' })).toBeInTheDocument();
      }),
      { numRuns: RUNS },
    );
  });
});
