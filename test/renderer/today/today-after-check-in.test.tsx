/**
 * Today after a check-in at this desk: the page adds the people checked in to the
 * Today it holds, with their waiver's verdict, instead of reading the whole day
 * again (a busy day's read is megabytes, and the next scan waited behind it); an
 * undo takes them off it the same way.
 */
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { waiverVerdict } from '../../../shared/desk/verdict.ts';
import type {
  Admission,
  AdmissionsOfDay,
  CheckInResult,
  UndoResult,
} from '../../../shared/ipc/admissions.ts';
import type { TodayCheckins } from '../../../shared/ipc/types.ts';
import { connectedInfo, connectedOverview, settingsView } from '../account/account-fixtures.ts';
import { detail, participant, signedWaiver } from '../lookup/lookup-fixtures.tsx';
import { installFakeBridge, ok } from '../support/fake-bridge.ts';
import { checkin, today } from '../support/fixtures.ts';
import { renderApp } from '../support/render.tsx';

const HERE = 'desk-here';
const arriving = signedWaiver({
  waiverId: 'W-NEW',
  participants: [participant('Ada', { lastName: 'Newton' })],
});

const admitted: Admission = {
  admissionId: 'a-new',
  waiverId: 'W-NEW',
  position: 0,
  name: 'Ada Newton',
  dob: '',
  isMinor: false,
  autoTag: '',
  title: arriving.title,
  // The day of the Today answer (support/fixtures.ts).
  admittedAt: '2031-05-06T09:30:00.000Z',
  day: '2031-05-06',
  deskId: HERE,
  deskName: 'Door 2',
  tone: 'ok',
};

function deskOnToday() {
  const info = connectedInfo();
  const held: TodayCheckins = { ...today([checkin(1, 'Service')]), deskId: HERE };
  const bridge = installFakeBridge({
    getAppInfo: () => ok(info),
    getAccount: () => ok(connectedOverview()),
    getSettings: () => ok(settingsView()),
    listTodayCheckins: () => ok(held),
    getWaiverDetail: () => ok(detail(arriving)),
    listAdmissions: () =>
      ok<AdmissionsOfDay>({ day: '2031-05-06', desks: 'this', deskName: 'Door 2', admissions: [admitted] }),
    checkIn: () =>
      ok<CheckInResult>({
        status: 'recorded',
        admissions: [admitted],
        verdicts: { 'W-NEW': waiverVerdict(arriving) },
      }),
    undoAdmission: () =>
      ok<UndoResult>({
        status: 'undone',
        change: {
          changeId: 'c-1',
          admissionId: 'a-new',
          kind: 'undone',
          at: '2031-05-06T09:31:00.000Z',
          day: '2031-05-06',
          deskId: HERE,
          deskName: 'Door 2',
          byManager: false,
          waiverId: 'W-NEW',
          position: 0,
          name: 'Ada Newton',
        },
      }),
  });
  bridge.emit({ name: 'accountChanged', payload: info });
  return bridge;
}

const go = (hash: string) =>
  act(() => {
    window.location.hash = hash;
  });

describe('Today after a check-in at this desk', () => {
  it('lists the people checked in with their verdict without reading the day again, and drops them on undo', async () => {
    const bridge = deskOnToday();
    renderApp('#/today');
    expect(await screen.findByText('Service Tester')).toBeInTheDocument();

    await go('#/waivers/W-NEW');
    await userEvent.click(await screen.findByTestId('check-in-button'));
    expect(await screen.findByTestId('check-in-done')).toBeInTheDocument();
    await go('#/today');
    const row = (await screen.findByText('Ada Newton')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Checked in here')).toBeInTheDocument();
    // Its waiver's verdict came with the check-in: the row does not say the copy lacks it.
    expect(within(row).getByTestId('person-verdict')).toBeInTheDocument();
    expect(screen.getByTestId('today-summary')).toHaveTextContent('2 in today');

    // Undone from Checked in here.
    await go('#/admissions');
    await userEvent.click(await screen.findByTestId('undo-check-in'));
    expect(await screen.findByTestId('undo-done')).toBeInTheDocument();
    await go('#/today');
    expect(await screen.findByText('Service Tester')).toBeInTheDocument();
    expect(screen.queryByText('Ada Newton')).toBeNull();
    expect(screen.getByTestId('today-summary')).toHaveTextContent('1 in today');
    // Read once, when Today first showed.
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(1);
  });
});
