/**
 * The waiver page as a desk with a queue uses it: the person looked up first and
 * marked, who is counted in the headline, the customer's other waivers a key away,
 * and the group check-in: each person with their verdict, those who pass ticked,
 * anyone who needs a look in only when ticked on their own, Enter after a scan,
 * asking before a second check-in.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WaiverVisit } from '../../../renderer/src/navigation/waiver-path.ts';
import { WaiverScreen } from '../../../renderer/src/screens/waiver/WaiverScreen.tsx';
import type { Admission, CheckInResult } from '../../../shared/ipc/admissions.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import { settingsView } from '../account/account-fixtures.ts';
import { deferred, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { readyInfo } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';
import { detail, EXPIRED, match, participant, signedWaiver } from './lookup-fixtures.tsx';

const roberts = signedWaiver({
  waiverId: 'W-ROBERTS',
  autoTag: 'M-004519',
  participants: [
    participant('Noah', { lastName: 'Roberts', dob: '2016-01-01', isMinor: true }),
    participant('Mia', { lastName: 'Roberts', dob: '2018-01-01', isMinor: true }),
    participant('Eli', { lastName: 'Roberts', dob: '2012-01-01', isMinor: true, minorExpired: true }),
    participant('Zoe', { lastName: 'Roberts', dob: '2019-01-01', isMinor: true }),
  ],
  guardian: {
    firstName: 'Ana',
    middleName: '',
    lastName: 'Roberts',
    phone: '',
    dob: '1985-03-03',
    relationship: 'Mother',
  },
});

/** Four adults and a minor: Ana answered a question that is flagged, Mia is a minor, Eli came of age. */
const family = signedWaiver({
  waiverId: 'W-ROBERTS',
  autoTag: 'M-004519',
  participants: [
    participant('Ana', { lastName: 'Roberts', flags: [{ displayText: 'Heart condition?', reason: 'Yes' }] }),
    participant('Leo', { lastName: 'Roberts' }),
    participant('Sam', { lastName: 'Roberts' }),
    participant('Mia', { lastName: 'Roberts', dob: '2018-01-01', isMinor: true }),
    participant('Eli', { lastName: 'Roberts', dob: '2012-01-01', isMinor: true, minorExpired: true }),
  ],
  flags: [{ displayText: 'Heart condition?', reason: 'Yes' }],
  guardian: null,
});

const SAME_TAG = [
  match('W-2030', 'Ana Roberts', { autoTag: 'M-004519', createdOn: '2030-06-01T10:00:00Z' }),
  match('W-2029', 'Ana Roberts', {
    autoTag: 'M-004519',
    createdOn: '2029-06-01T10:00:00Z',
    verdict: EXPIRED,
  }),
];

function admitted(position: number, name: string, overrides: Partial<Admission> = {}): Admission {
  return {
    admissionId: `a-${position}`,
    waiverId: 'W-ROBERTS',
    position,
    name,
    dob: '',
    isMinor: true,
    autoTag: 'M-004519',
    title: 'Jump Zone Release of Liability',
    admittedAt: '2031-05-06T09:42:00.000Z',
    day: '2031-05-06',
    deskId: 'desk-1',
    deskName: 'Front desk',
    tone: 'ok',
    ...overrides,
  };
}

function Opened() {
  return <p data-testid="opened">{useParams().waiverId}</p>;
}

function desk(answers: Parameters<typeof installFakeBridge>[0] = {}) {
  const bridge = installFakeBridge({
    getWaiverDetail: () => ok(detail(roberts, { sameTag: SAME_TAG })),
    getSettings: () =>
      ok(
        settingsView({
          preferences: { ...settingsView().preferences, deskName: 'Front desk', deskTags: [] },
        }),
      ),
    ...answers,
  });
  bridge.emit({ name: 'accountChanged', payload: readyInfo({ timeZone: 'UTC' }) });
  return bridge;
}

function open(visit: WaiverVisit | null = null) {
  return renderInDesk(
    <MemoryRouter initialEntries={[{ pathname: '/waivers/W-ROBERTS', state: visit }]}>
      <Routes>
        <Route path="/waivers/W-ROBERTS" element={<WaiverScreen />} />
        <Route path="/waivers/:waiverId" element={<Opened />} />
        <Route path="/admissions" element={<p>Checked in here</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const panel = () => screen.getByTestId('check-in');
const ticked = () =>
  within(panel())
    .getAllByTestId('check-in-person')
    .map((row) => [
      row.querySelector('.checkin-person-name')?.textContent,
      within(row).getByTestId('person-verdict').textContent,
      within(row).getByRole<HTMLInputElement>('checkbox').checked,
    ]);
const SCAN = { tag: 'M-004519', id: 1 };

describe('the check-in panel and updates', () => {
  it('tells the desk a check-in is open until it is done, so no update installs over it', async () => {
    const bridge = desk({
      checkIn: () =>
        ok({
          status: 'recorded',
          admissions: [admitted(0, 'Noah Roberts'), admitted(1, 'Mia Roberts')],
          verdicts: {},
        }),
      reportActivity: () => ok({ noted: true }),
    });
    open();
    await screen.findByTestId('check-in');
    await waitFor(() =>
      expect(bridge.callsOf('reportActivity').map((call) => call.request)).toEqual([{ checkInOpen: true }]),
    );
    // The minors need a look: each is ticked by hand before anyone goes in.
    for (const box of within(panel()).getAllByRole('checkbox').slice(0, 2)) await userEvent.click(box);
    await userEvent.click(within(panel()).getByRole('button', { name: /^Check in/ }));
    await waitFor(() => expect(bridge.callsOf('checkIn')).toHaveLength(1));
    await waitFor(() =>
      expect(bridge.callsOf('reportActivity').at(-1)?.request).toEqual({ checkInOpen: false }),
    );
  });
});

describe('the waiver page at a busy desk', () => {
  it('says who is counted: the person looked up, how many others, and the guardian', async () => {
    desk();
    open({ person: 1, scan: null });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Mia Roberts and 3 others, guardian Ana Roberts',
    );
    // Shown first among the people, and marked.
    const [first] = screen.getAllByTestId('participant');
    expect(first).toHaveTextContent('Mia Roberts');
    expect(within(first!).getByTestId('looked-up')).toHaveTextContent('Looked up');
    expect(screen.getAllByTestId('looked-up')).toHaveLength(1);
  });

  it('marks the guardian first when it was the guardian who was looked up', async () => {
    desk();
    open({ person: -1, scan: null });
    const guardian = await screen.findByTestId('guardian');
    expect(within(guardian).getByTestId('looked-up')).toBeVisible();
    const people = screen.getByRole('region', { name: 'People on this waiver' });
    expect(people.querySelector('article')).toBe(guardian);
  });

  it('lists the customer’s older waivers one key away, each with how its person stands', async () => {
    desk();
    open();
    const button = await screen.findByRole('button', { name: /2 older waivers/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'O');
    fireEvent.keyDown(document.body, { key: 'o' });
    const list = await screen.findByRole('list', { name: 'Waivers with tag M-004519' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.dataset.waiverId)).toEqual(['W-2030', 'W-2029']);
    await waitFor(() => expect(links[0]).toHaveFocus());
    expect(within(list).getByText('Stop: Waiver expired')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('opened')).toHaveTextContent('W-2030');
  });

  it('ticks those who pass, leaves out anyone who needs a look until ticked on their own, and sends once', async () => {
    const answer = deferred<IpcResult<CheckInResult>>();
    const bridge = desk({
      getWaiverDetail: () => ok(detail(family)),
      checkIn: () => answer.promise,
    });
    open();
    await screen.findByTestId('check-in');
    expect(ticked()).toEqual([
      ['Ana Roberts', 'Needs a look: Flagged answer', false],
      ['Leo Roberts', 'Good to go', true],
      ['Sam Roberts', 'Good to go', true],
      ['Mia Roberts', 'Needs a look: Minor', false],
      ['Eli Roberts', 'Needs a look: Minor now adult', false],
    ]);
    // Why each needs a look, beside them; and that they stay out until ticked.
    const ana = within(panel()).getAllByTestId('check-in-person')[0]!;
    expect(ana).toHaveTextContent('Flagged: Heart condition? — Yes');
    expect(ana).toHaveTextContent('Look first, then tick to let them in');
    expect(screen.getByTestId('check-in-left-out')).toHaveTextContent(
      '3 people need a look and stay out until ticked.',
    );
    expect(panel()).toHaveTextContent(
      'The waiver service cannot record check-ins, so these are this desk’s own (Front desk)',
    );
    // Sam is left out; Ana is looked at and confirmed.
    await userEvent.click(within(panel()).getByRole('checkbox', { name: 'Sam Roberts' }));
    await userEvent.click(within(panel()).getByRole('checkbox', { name: 'Ana Roberts' }));
    expect(ana).toHaveTextContent('Looked at: goes in');
    const button = within(panel()).getByRole('button', { name: 'Check in 2 people' });
    // A double click is one press: the desk is asked once.
    await userEvent.dblClick(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(bridge.callsOf('checkIn').map((call) => call.request)).toEqual([
      { waiverId: 'W-ROBERTS', positions: [0, 1], confirmed: [0], again: false },
    ]);
    await act(async () =>
      answer.resolve(
        ok({
          status: 'recorded',
          admissions: [admitted(0, 'Ana Roberts'), admitted(1, 'Leo Roberts')],
          verdicts: {},
        }),
      ),
    );
    expect(await screen.findByTestId('check-in-done')).toHaveTextContent('Checked in at');
    expect(screen.getByTestId('check-in-done')).toHaveTextContent('Ana Roberts and Leo Roberts');
  });

  it('words each person the same in the check-in and among the people', async () => {
    desk({ getWaiverDetail: () => ok(detail(family)) });
    open();
    await screen.findByTestId('check-in');
    const inCheckIn = within(panel())
      .getAllByTestId('person-verdict')
      .map((mark) => mark.textContent);
    const onCards = screen
      .getAllByTestId('participant')
      .map((card) => within(card).getByTestId('person-verdict').textContent);
    expect(onCards).toEqual(inCheckIn);
    // The waiver above them says how many stand how, not the same flag once per person.
    expect(screen.getByTestId('verdict')).toHaveTextContent('3 need a look, 2 good to go');
  });

  it('after a scan, Enter checks in those who pass', async () => {
    const bridge = desk({
      getWaiverDetail: () => ok(detail(family)),
      checkIn: (request) =>
        ok<CheckInResult>({
          status: 'recorded',
          admissions: request.positions.map((p) => admitted(p, 'Leo Roberts')),
          verdicts: {},
        }),
    });
    open({ person: 1, scan: SCAN });
    const button = await screen.findByTestId('check-in-button');
    await waitFor(() => expect(button).toHaveFocus());
    expect(panel()).toHaveTextContent('Scanned M-004519: check in');
    expect(panel()).toHaveTextContent('Press Enter to check them in.');
    await userEvent.keyboard('{Enter}');
    await screen.findByTestId('check-in-done');
    expect(bridge.callsOf('checkIn').map((call) => call.request)).toEqual([
      { waiverId: 'W-ROBERTS', positions: [1, 2], confirmed: [], again: false },
    ]);
  });

  it('after a scan of minors only, the first to look at has the focus, and Enter on the button admits no one unticked', async () => {
    desk();
    open({ person: 0, scan: SCAN });
    await screen.findByTestId('check-in');
    expect(ticked().map(([name, words, checked]) => [name, words, checked])).toEqual([
      ['Noah Roberts', 'Needs a look: Minor', false],
      ['Mia Roberts', 'Needs a look: Minor', false],
      ['Eli Roberts', 'Needs a look: Minor now adult', false],
      ['Zoe Roberts', 'Needs a look: Minor', false],
    ]);
    await waitFor(() =>
      expect(within(panel()).getByRole('checkbox', { name: 'Noah Roberts' })).toHaveFocus(),
    );
    expect(within(panel()).getByRole('button', { name: 'Check in 0 people' })).toBeDisabled();
    await userEvent.keyboard(' ');
    expect(within(panel()).getByRole('button', { name: 'Check in 1 person' })).toBeEnabled();
  });

  it('asks before checking in someone already checked in today, and checks in again only when told', async () => {
    const bridge = desk({
      checkIn: (request) =>
        ok<CheckInResult>(
          request.again
            ? { status: 'recorded', admissions: [admitted(0, 'Noah Roberts')], verdicts: {} }
            : { status: 'already', earlier: [admitted(0, 'Noah Roberts', { deskName: 'Door 2' })] },
        ),
    });
    open();
    await screen.findByTestId('check-in');
    await userEvent.click(within(panel()).getByRole('checkbox', { name: 'Noah Roberts' }));
    await userEvent.click(within(panel()).getByRole('button', { name: /Check in/ }));
    const question = await within(panel()).findByRole('alert');
    expect(question).toHaveTextContent(
      /Already checked in today: Noah Roberts \(.+, Door 2\)\. Check in again\?/,
    );
    expect(screen.queryByTestId('check-in-done')).toBeNull();
    await userEvent.click(within(question).getByRole('button', { name: 'Check in again' }));
    await screen.findByTestId('check-in-done');
    expect(bridge.callsOf('checkIn').map((call) => (call.request as { again: boolean }).again)).toEqual([
      false,
      true,
    ]);
  });

  it('ticks no one on an expired waiver', async () => {
    desk({ getWaiverDetail: () => ok(detail({ ...family, expired: true }, { sameTag: [] })) });
    open();
    await screen.findByTestId('check-in');
    for (const [name, words, checked] of ticked()) {
      expect(words, String(name)).toMatch(/^Stop: Waiver expired/);
      expect(checked, String(name)).toBe(false);
    }
    expect(within(panel()).getByRole('button', { name: 'Check in 0 people' })).toBeDisabled();
    await act(async () => {});
    expect(panel()).toHaveTextContent('Choose who is checking in.');
  });
});
