/**
 * Several desks of one account, as the page shows them: another desk's admission
 * appears on the open Today when the desk says one arrived; "Checked in here" is
 * this desk's own with "All desks" beside it; a following desk's header says what
 * the desk syncing for all last heard from the service; and the account is called
 * by its name, or asks for one, never by its address.
 */
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Admission, AdmissionsOfDay } from '../../../shared/ipc/admissions.ts';
import type { TodayCheckins } from '../../../shared/ipc/types.ts';
import { connectedInfo, connectedOverview, demoOverview, settingsView } from '../account/account-fixtures.ts';
import { health } from '../status/status-fixtures.ts';
import { fail, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { checkin, connectivity, readyInfo, today } from '../support/fixtures.ts';
import { renderApp } from '../support/render.tsx';

const HERE = 'desk-here';

function admission(id: string, name: string, deskId: string, deskName: string): Admission {
  return {
    admissionId: id,
    waiverId: `W-${id}`,
    position: 0,
    name,
    dob: '',
    isMinor: false,
    autoTag: '',
    title: 'Jump Zone',
    admittedAt: '2031-05-06T09:50:00.000Z',
    day: '2031-05-06',
    deskId,
    deskName,
    tone: 'ok',
  };
}

const ownAdmission = admission('a1', 'Ada Here', HERE, 'Door 2');
const otherAdmission = admission('a2', 'Bo Elsewhere', 'desk-other', 'Door 1');

const todayWith = (admissions: Admission[]): TodayCheckins => ({
  ...today([checkin(1, 'Service')]),
  admissions,
  deskId: HERE,
});

function connectedDesk() {
  const info = connectedInfo();
  const bridge = installFakeBridge({
    getAppInfo: () => ok(info),
    getAccount: () => ok(connectedOverview()),
    getSettings: () => ok(settingsView()),
    listTodayCheckins: () => ok(todayWith([ownAdmission])),
  });
  bridge.emit({ name: 'accountChanged', payload: info });
  return { bridge, info };
}

/** Today open with this desk's own check-in; read again, it holds another desk's too. */
async function onTodayBeforeAnother() {
  const { bridge, info } = connectedDesk();
  renderApp('#/today');
  expect(await screen.findByText('Ada Here')).toBeInTheDocument();
  const reads = bridge.callsOf('listTodayCheckins').length;
  bridge.answer('listTodayCheckins', () => ok(todayWith([otherAdmission, ownAdmission])));
  return { bridge, info, reads };
}

describe('another desk’s admissions', () => {
  it('appear on the open Today as soon as the desk says they arrived, naming their desk', async () => {
    const { bridge, info, reads } = await onTodayBeforeAnother();
    // An event of another session is not this Today's.
    act(() =>
      bridge.emit({ name: 'admissionsRecorded', payload: { sessionId: info.sessionId + 7, count: 1 } }),
    );
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(reads);
    act(() => bridge.emit({ name: 'admissionsRecorded', payload: { sessionId: info.sessionId, count: 1 } }));
    const row = (await screen.findByText('Bo Elsewhere')).closest('tr') as HTMLElement;
    expect(row).toHaveAttribute('data-admitted', 'elsewhere');
    expect(within(row).getByText('Checked in at Door 1')).toBeInTheDocument();
    const own = screen.getByText('Ada Here').closest('tr') as HTMLElement;
    expect(within(own).getByText('Checked in here')).toBeInTheDocument();
  });
});

describe('this desk’s own admissions, as the shared copy brings them back, and another desk’s', () => {
  it('do not read Today again: this desk’s it holds already, another desk’s it reads alone and adds', async () => {
    const { bridge, info, reads } = await onTodayBeforeAnother();
    bridge.answer('getArrivedAdmissions', () => ok({ admissions: [otherAdmission], verdicts: {} }));
    // Today holds this desk's own check-in (the page added it as it was made): nothing to read.
    act(() =>
      bridge.emit({
        name: 'admissionsRecorded',
        payload: { sessionId: info.sessionId, count: 1, admissionIds: [ownAdmission.admissionId] },
      }),
    );
    expect(bridge.callsOf('getArrivedAdmissions')).toHaveLength(0);
    // Another desk's, which Today does not hold: read alone, and added to Today as it stands.
    act(() =>
      bridge.emit({
        name: 'admissionsRecorded',
        payload: { sessionId: info.sessionId, count: 1, admissionIds: [otherAdmission.admissionId] },
      }),
    );
    const row = (await screen.findByText('Bo Elsewhere')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Checked in at Door 1')).toBeInTheDocument();
    expect(bridge.callsOf('getArrivedAdmissions').map((call) => call.request)).toEqual([
      { admissionIds: [otherAdmission.admissionId] },
    ]);
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(reads);
    expect(screen.getByText('Ada Here')).toBeInTheDocument();
  });

  it('read Today again when another desk’s cannot be read alone', async () => {
    const { bridge, info, reads } = await onTodayBeforeAnother();
    bridge.answer('getArrivedAdmissions', () => fail('internal'));
    act(() =>
      bridge.emit({
        name: 'admissionsRecorded',
        payload: { sessionId: info.sessionId, count: 1, admissionIds: [otherAdmission.admissionId] },
      }),
    );
    expect(await screen.findByText('Bo Elsewhere')).toBeInTheDocument();
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(reads + 1);
  });
});

describe('undos and marks of left that reach the copy', () => {
  const change = (
    admissionId: string,
    kind: 'undone' | 'left' | 'leftTakenBack',
    at: string,
    deskId: string,
  ) => ({
    admissionId,
    kind,
    at,
    deskId,
  });

  /** Today open with both desks' check-ins; a read again would answer this. */
  async function onTodayOfBoth() {
    const { bridge, info } = connectedDesk();
    bridge.answer('listTodayCheckins', () => ok(todayWith([otherAdmission, ownAdmission])));
    renderApp('#/today');
    expect(await screen.findByText('Bo Elsewhere')).toBeInTheDocument();
    const reads = bridge.callsOf('listTodayCheckins').length;
    const send = (changes: ReturnType<typeof change>[]) =>
      act(() =>
        bridge.emit({
          name: 'admissionsRecorded',
          payload: { sessionId: info.sessionId, count: changes.length, changes },
        }),
      );
    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    return { bridge, reads, send, rowOf };
  }

  it('change the open Today without reading it again: another desk marks someone left, takes it back, undoes a check-in', async () => {
    const { bridge, reads, send, rowOf } = await onTodayOfBoth();
    send([change(otherAdmission.admissionId, 'left', '2031-05-06T10:05:00.000Z', 'desk-other')]);
    expect(await within(rowOf('Bo Elsewhere')).findByTestId('today-left')).toBeInTheDocument();
    // A mark, taken back and made again, in one batch: the last mark stands.
    send([
      change(ownAdmission.admissionId, 'left', '2031-05-06T10:06:00.000Z', 'desk-other'),
      change(ownAdmission.admissionId, 'left', '2031-05-06T10:08:00.000Z', 'desk-other'),
      change(ownAdmission.admissionId, 'leftTakenBack', '2031-05-06T10:07:00.000Z', 'desk-other'),
      change(otherAdmission.admissionId, 'leftTakenBack', '2031-05-06T10:07:00.000Z', 'desk-other'),
    ]);
    await vi.waitFor(() => expect(within(rowOf('Bo Elsewhere')).queryByTestId('today-left')).toBeNull());
    expect(within(rowOf('Ada Here')).getByTestId('today-left')).toHaveTextContent('Left at');
    send([change(otherAdmission.admissionId, 'undone', '2031-05-06T10:09:00.000Z', 'desk-other')]);
    await vi.waitFor(() => expect(screen.queryByText('Bo Elsewhere')).toBeNull());
    expect(screen.getByText('Ada Here')).toBeInTheDocument();
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(reads);
  });

  it('read Today again for one of this desk’s own that it does not show (made in another window); not for one it shows', async () => {
    const { bridge, reads, send } = await onTodayOfBoth();
    // Shown already: this desk's own mark taken back, and Ada was never marked.
    send([change(ownAdmission.admissionId, 'leftTakenBack', '2031-05-06T10:07:00.000Z', HERE)]);
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(reads);
    // Not shown: this desk undid Ada's check-in elsewhere; only a read can say what Today is now.
    bridge.answer('listTodayCheckins', () => ok(todayWith([otherAdmission])));
    send([change(ownAdmission.admissionId, 'undone', '2031-05-06T10:09:00.000Z', HERE)]);
    await vi.waitFor(() => expect(screen.queryByText('Ada Here')).toBeNull());
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(reads + 1);
  });
});

describe('Checked in here', () => {
  it('lists this desk’s own check-ins, and every desk’s under All desks', async () => {
    const { bridge } = connectedDesk();
    bridge.answer('listAdmissions', (request): ReturnType<typeof ok<AdmissionsOfDay>> => {
      const desks = request.desks ?? 'this';
      return ok({
        day: '2031-05-06',
        desks,
        deskName: 'Door 2',
        admissions: desks === 'all' ? [otherAdmission, ownAdmission] : [ownAdmission],
      });
    });
    renderApp('#/admissions');
    const thisDesk = await screen.findByRole('radio', { name: 'This desk (Door 2)' });
    expect(thisDesk).toBeChecked();
    expect(await screen.findByText('Ada Here')).toBeInTheDocument();
    expect(screen.queryByText('Bo Elsewhere')).toBeNull();
    expect(screen.getByTestId('admissions-subtitle')).toHaveTextContent('recorded at this desk (Door 2)');
    expect(bridge.callsOf('listAdmissions').at(-1)?.request).toEqual({ desks: 'this' });

    await userEvent.click(screen.getByRole('radio', { name: 'All desks' }));
    expect(await screen.findByText('Bo Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('admissions-subtitle')).toHaveTextContent('at every desk of this account');
    expect(screen.getByRole('table', { name: 'Check-ins at every desk' })).toHaveTextContent('Door 1');
    expect(bridge.callsOf('listAdmissions').at(-1)?.request).toEqual({ desks: 'all' });
  });
});

describe('a following desk’s header', () => {
  it('says what the desk syncing for all last heard from the service, beside its own view', async () => {
    const { bridge, info } = connectedDesk();
    renderApp('#/today');
    await screen.findByText('Ada Here');
    act(() =>
      bridge.emit({
        name: 'connectivity',
        payload: {
          ...connectivity('unknown', info.sessionId),
          leader: { deskName: 'Door 1', service: 'online', lastAnsweredAt: '2031-05-06T09:42:00.000Z' },
        },
      }),
    );
    const header = screen.getByTestId('connectivity');
    expect(header).toHaveTextContent('Checking the waiver service…');
    expect(screen.getByTestId('leader-contact')).toHaveTextContent(
      'Door 1, syncing for all desks, heard from it at 10:42',
    );
    act(() =>
      bridge.emit({
        name: 'connectivity',
        payload: {
          ...connectivity('offline', info.sessionId),
          leader: { deskName: 'Door 1', service: 'offline', lastAnsweredAt: null },
        },
      }),
    );
    expect(screen.getByTestId('leader-contact')).toHaveTextContent(
      "Door 1, syncing for all desks, can't reach it (last answer none yet)",
    );
  });
});

describe('the account’s name', () => {
  it('is asked for when the connected account has none, and never replaced by its address', async () => {
    const { bridge } = connectedDesk();
    bridge.answer('getAccount', () =>
      ok(connectedOverview({ name: '', connectedName: '', defaultName: '', needsName: true })),
    );
    renderApp('#/today');
    expect(await screen.findByTestId('account-name')).toHaveTextContent(/^Your waiver account$/);
    const prompt = await screen.findByTestId('account-name-prompt');
    expect(prompt).toHaveTextContent('Name this account');
    expect(prompt).toHaveAttribute('href', '#/settings#settings-desk');
    expect(screen.getByRole('banner')).not.toHaveTextContent('api.waivers.example');
  });

  it('without one of its own, is the status page’s once the desk has read the page', async () => {
    const { bridge, info } = connectedDesk();
    bridge.answer('getAccount', () =>
      ok(connectedOverview({ name: '', connectedName: '', defaultName: '', needsName: true })),
    );
    renderApp('#/today');
    expect(await screen.findByTestId('account-name')).toHaveTextContent(/^Your waiver account$/);
    bridge.answer('getAccount', () =>
      ok(connectedOverview({ name: 'Waiver Cloud', connectedName: 'Waiver Cloud', needsName: true })),
    );
    act(() =>
      bridge.emit({
        name: 'serviceHealth',
        payload: health({ sessionId: info.sessionId, lastReadingAt: '2031-05-06T09:20:00.000Z' }),
      }),
    );
    expect(await screen.findByText('Waiver Cloud')).toBeInTheDocument();
    // Still to be named by someone: the prompt stays.
    expect(screen.getByTestId('account-name-prompt')).toBeInTheDocument();
  });

  it('of the demo is its business’s, beside the demo badge', async () => {
    const info = readyInfo({ sessionId: 2 });
    const bridge = installFakeBridge({
      getAppInfo: () => ok(info),
      getAccount: () => ok(demoOverview()),
      getSettings: () => ok(settingsView()),
      listTodayCheckins: () => ok(today([checkin(1, 'Demo')])),
    });
    bridge.emit({ name: 'accountChanged', payload: info });
    renderApp('#/today');
    expect(await screen.findByTestId('account-name')).toHaveTextContent('Riverside Adventure Co.');
    expect(screen.getByText('Demo account')).toBeInTheDocument();
    expect(screen.queryByTestId('account-name-prompt')).toBeNull();
  });
});
