/**
 * Today at the counter, drawn in jsdom from the desk's answer: the service's
 * check-ins and the desks' admissions in one list with each person's verdict, the
 * counts at the top, the name filter as it is typed, the quick filters, and the
 * keyboard from the filter to a row and into its waiver.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppInfo } from '../../../renderer/src/desk/hooks.ts';
import { TodayScreen } from '../../../renderer/src/screens/today/TodayScreen.tsx';
import { todayFilterStore } from '../../../renderer/src/screens/today/today-filter-store.ts';
import type { WaiverVerdict } from '../../../shared/desk/verdict.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import type { TodayCheckins } from '../../../shared/ipc/types.ts';
import { renderWithRoutes } from '../lookup/lookup-fixtures.tsx';
import { deferred, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { checkin, readyInfo, today } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';

const FLAGGED: WaiverVerdict = {
  tone: 'attention',
  valid: true,
  people: [
    {
      tone: 'attention',
      points: [
        { kind: 'flagged', question: 'Heart condition?', reason: 'Yes', ofWaiver: false, tone: 'attention' },
      ],
    },
  ],
  guardian: null,
};

const answer: TodayCheckins = {
  ...today([
    checkin(3, 'Ann', { date: '2031-05-06T09:40:00.000Z', waiverId: 'W-ANN' }),
    checkin(2, 'Mia', { date: '2031-05-06T09:10:00.000Z', waiverId: 'W-MIA', isMinor: true }),
    checkin(1, 'Guy', { date: '2031-05-06T08:05:00.000Z', waiverId: 'W-GUY' }),
  ]),
  admissions: [
    {
      admissionId: 'a1',
      waiverId: 'W-ZOE',
      position: 1,
      name: 'Zoë Núñez',
      dob: '',
      isMinor: true,
      autoTag: 'T-1',
      title: 'Jump Zone',
      admittedAt: '2031-05-06T09:50:00.000Z',
      day: '2031-05-06',
      deskId: 'desk-here',
      deskName: 'Front desk',
      tone: 'ok',
    },
  ],
  verdicts: {
    'W-ANN': FLAGGED,
    'W-ZOE': { tone: 'ok', valid: true, people: [{ tone: 'ok', points: [] }], guardian: null },
  },
  deskId: 'desk-here',
};

const rows = () => screen.getAllByTestId('today-row');
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const filterBox = () => screen.getByRole('searchbox', { name: 'Find in today’s list' });
const quick = (name: string) =>
  within(screen.getByRole('group', { name: 'Show only' })).getByRole('button', { name });

/** As the shell does: the screen is drawn once the desk said which account is open. */
function WhenKnown({ children }: { children: ReactNode }) {
  return useAppInfo() ? children : null;
}

/** Today drawn from `answer`, once `shown` (a name in the list) is. */
async function drawToday(shown = 'Ann Tester', day: TodayCheckins = answer) {
  const bridge = installFakeBridge({ listTodayCheckins: () => ok(day) });
  renderWithRoutes(
    bridge,
    <WhenKnown>
      <TodayScreen />
    </WhenKnown>,
  );
  await screen.findByText(shown);
}

beforeEach(() => todayFilterStore.setState({ sessionId: null }));

describe('Today at the counter', () => {
  it('says how many check-ins the service sent that nothing identifies, below the list', async () => {
    await drawToday();
    expect(screen.queryByTestId('today-left-out')).toBeNull();
    cleanup();
    await drawToday('Ann Tester', { ...answer, skipped: 2 });
    expect(screen.getByTestId('today-left-out')).toHaveTextContent(
      '2 check-ins the service sent today are not listed: nothing on them says who checked in.',
    );
  });

  it('lists the desk’s check-ins among the service’s with each person’s verdict, and counts them', async () => {
    await drawToday();
    expect(screen.getByTestId('today-summary')).toHaveTextContent(/^4 in today, 2 minors$/);
    expect(rows().map((row) => row.querySelector('.name')?.textContent)).toEqual([
      'Zoë Núñez',
      'Ann Tester',
      'Mia Tester',
      'Guy Tester',
    ]);
    const zoe = rowOf('Zoë Núñez');
    expect(zoe).toHaveAttribute('data-admitted', 'here');
    expect(within(zoe).getByText('Checked in here')).toBeInTheDocument();
    expect(within(zoe).getByTestId('person-verdict')).toHaveTextContent('Good to go');
    expect(within(rowOf('Ann Tester')).getByTestId('person-verdict')).toHaveTextContent(
      'Needs a look: Flagged answer',
    );
    expect(within(rowOf('Mia Tester')).getByText('Not on this desk yet')).toBeInTheDocument();
    // No raw waiver ids.
    expect(screen.getByRole('table').textContent).not.toMatch(/W-ANN|W-ZOE/);
  });

  it('narrows by name as it is typed and by quick filters, and says how many are left', async () => {
    await drawToday();
    await userEvent.type(filterBox(), 'zoe');
    expect(rows()).toHaveLength(1);
    expect(screen.getByTestId('today-shown')).toHaveTextContent('showing 1');
    // The counts at the top stay the day's.
    expect(screen.getByTestId('today-summary')).toHaveTextContent(/^4 in today, 2 minors/);

    await userEvent.clear(filterBox());
    expect(screen.queryByTestId('today-shown')).toBeNull();
    await userEvent.click(quick('Minors'));
    expect(quick('Minors')).toHaveAttribute('aria-pressed', 'true');
    expect(rows().map((row) => row.querySelector('.name')?.textContent)).toEqual(['Zoë Núñez', 'Mia Tester']);
    await userEvent.click(quick('Flagged'));
    expect(screen.getByTestId('today-no-match')).toHaveTextContent('No one in today’s list matches.');
    await userEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(rows()).toHaveLength(4);
    expect(quick('Minors')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(quick('Checked in here'));
    expect(rows().map((row) => row.querySelector('.name')?.textContent)).toEqual(['Zoë Núñez']);
  });

  it('goes from the filter to the list with ↓, and opens the only one left with Enter, the person marked', async () => {
    await drawToday();
    await userEvent.type(filterBox(), 'tester');
    fireEvent.keyDown(filterBox(), { key: 'ArrowDown' });
    expect(rowOf('Ann Tester')).toHaveFocus();
    fireEvent.keyDown(rowOf('Ann Tester'), { key: 'ArrowDown' });
    expect(rowOf('Mia Tester')).toHaveFocus();

    await userEvent.clear(filterBox());
    await userEvent.type(filterBox(), 'núñez{Enter}');
    const opened = await screen.findByTestId('opened');
    expect(opened).toHaveTextContent('W-ZOE');
    expect(opened).toHaveAttribute('data-person', '1');
  });

  it('keeps the day’s answer that comes after the person left Today, and does not read it again on the way back', async () => {
    // A busy day's read takes a while; a scan takes Today's place before it answers.
    const answered = deferred<IpcResult<TodayCheckins>>();
    const bridge = installFakeBridge({ listTodayCheckins: () => answered.promise });
    bridge.emit({ name: 'accountChanged', payload: readyInfo() });
    renderInDesk(
      <MemoryRouter initialEntries={['/today']}>
        <Link to="/today">Back to Today</Link>
        <Link to="/scan">Scan</Link>
        <Routes>
          <Route
            path="/today"
            element={
              <WhenKnown>
                <TodayScreen />
              </WhenKnown>
            }
          />
          <Route path="/scan" element={<p>Scanned</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(bridge.callsOf('listTodayCheckins')).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: 'Scan' }));
    await screen.findByText('Scanned');
    answered.resolve(ok(answer));
    await userEvent.click(screen.getByRole('link', { name: 'Back to Today' }));
    // The answer was kept: the list shows it at once, and the day was read once.
    await screen.findByText('Ann Tester');
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(1);
  });

  it('keeps the filter when the person leaves Today and comes back, for the same account only', async () => {
    await drawToday();
    await userEvent.type(filterBox(), 'mia');
    await userEvent.click(quick('Minors'));
    cleanup();
    await drawToday('Mia Tester');
    expect(filterBox()).toHaveValue('mia');
    expect(quick('Minors')).toHaveAttribute('aria-pressed', 'true');
    expect(rows()).toHaveLength(1);
    // Another account's session starts unfiltered.
    todayFilterStore.getState().set(2, {});
    expect(todayFilterStore.getState().filter).toMatchObject({ text: '', minors: false });
  });
});
