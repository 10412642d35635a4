/**
 * The waiver page as a desk with a queue uses it: the person looked up first and
 * marked, who is counted in the headline, the customer's other waivers a key away,
 * and "Check in" (Enter after a scan that passed), asking before a second check-in.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WaiverScreen } from '../../../renderer/src/screens/waiver/WaiverScreen.tsx';
import type { WaiverVisit } from '../../../renderer/src/screens/waiver/waiver-path.ts';
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
    .getAllByRole('checkbox')
    .map((box) => [box.parentElement?.textContent, (box as HTMLInputElement).checked]);

describe('the check-in panel and updates', () => {
  it('tells the desk a check-in is open until it is done, so no update installs over it', async () => {
    const bridge = desk({
      checkIn: () =>
        ok({ status: 'recorded', admissions: [admitted(0, 'Noah Roberts'), admitted(1, 'Mia Roberts')] }),
      reportActivity: () => ok({ noted: true }),
    });
    open();
    await screen.findByTestId('check-in');
    await waitFor(() =>
      expect(bridge.callsOf('reportActivity').map((call) => call.request)).toEqual([{ checkInOpen: true }]),
    );
    await userEvent.click(within(panel()).getByRole('button', { name: /^Check in/ }));
    await waitFor(() =>
      expect(bridge.callsOf('reportActivity').at(-1)?.request).toEqual({ checkInOpen: false }),
    );
  });
});

describe('the waiver page at a busy desk', () => {
  it('says who is counted: the person looked up, how many others, and the guardian', async () => {
    desk();
    open({ person: 1, passScan: false });
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
    open({ person: -1, passScan: false });
    const guardian = await screen.findByTestId('guardian');
    expect(within(guardian).getByTestId('looked-up')).toBeVisible();
    const people = screen.getByRole('region', { name: 'People on this waiver' });
    expect(people.querySelector('article')).toBe(guardian);
  });

  it('lists the customer’s older waivers one key away, each with its badges', async () => {
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
    expect(within(list).getByText('Expired')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('opened')).toHaveTextContent('W-2030');
  });

  it('ticks everyone the waiver covers, checks them in with one press, and says whose these check-ins are', async () => {
    const answer = deferred<IpcResult<CheckInResult>>();
    const bridge = desk({ checkIn: () => answer.promise });
    open();
    await screen.findByTestId('check-in');
    // Eli signed as a minor and has come of age: he needs his own waiver.
    expect(ticked()).toEqual([
      ['Noah Roberts', true],
      ['Mia Roberts', true],
      ['Eli Robertsnot covered: see above', false],
      ['Zoe Roberts', true],
    ]);
    expect(panel()).toHaveTextContent(
      'The waiver service cannot record check-ins, so these are this desk’s own (Front desk)',
    );
    await userEvent.click(within(panel()).getByRole('checkbox', { name: 'Zoe Roberts' }));
    const button = within(panel()).getByRole('button', { name: 'Check in 2 people' });
    // A double click is one press: the desk is asked once.
    await userEvent.dblClick(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(bridge.callsOf('checkIn').map((call) => call.request)).toEqual([
      { waiverId: 'W-ROBERTS', positions: [0, 1], again: false },
    ]);
    await act(async () =>
      answer.resolve(
        ok({ status: 'recorded', admissions: [admitted(0, 'Noah Roberts'), admitted(1, 'Mia Roberts')] }),
      ),
    );
    expect(await screen.findByTestId('check-in-done')).toHaveTextContent('Checked in at');
    expect(screen.getByTestId('check-in-done')).toHaveTextContent('Noah Roberts and Mia Roberts');
  });

  it('after a scan that passed, Enter checks them in', async () => {
    const bridge = desk({
      checkIn: (request) =>
        ok<CheckInResult>({
          status: 'recorded',
          admissions: request.positions.map((p) => admitted(p, 'Noah Roberts')),
        }),
    });
    open({ person: 0, passScan: true });
    const button = await screen.findByTestId('check-in-button');
    await waitFor(() => expect(button).toHaveFocus());
    expect(panel()).toHaveTextContent('Press Enter to check them in.');
    await userEvent.keyboard('{Enter}');
    await screen.findByTestId('check-in-done');
    expect(bridge.callsOf('checkIn')).toHaveLength(1);
  });

  it('asks before checking in someone already checked in today, and checks in again only when told', async () => {
    const bridge = desk({
      checkIn: (request) =>
        ok<CheckInResult>(
          request.again
            ? { status: 'recorded', admissions: [admitted(0, 'Noah Roberts')] }
            : { status: 'already', earlier: [admitted(0, 'Noah Roberts', { deskName: 'Door 2' })] },
        ),
    });
    open();
    await screen.findByTestId('check-in');
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
    desk({ getWaiverDetail: () => ok(detail({ ...roberts, expired: true }, { sameTag: [] })) });
    open();
    await screen.findByTestId('check-in');
    expect(ticked().every(([, checked]) => checked === false)).toBe(true);
    expect(within(panel()).getByRole('button', { name: 'Check in 0 people' })).toBeDisabled();
    await act(async () => {});
    expect(panel()).toHaveTextContent('Choose who is checking in.');
  });
});
