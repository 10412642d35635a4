import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckinTable } from '../../../renderer/src/screens/today/CheckinTable.tsx';
import { todayRows } from '../../../renderer/src/screens/today/today-rows.ts';
import { ArrivalToasts } from '../../../renderer/src/sync/ArrivalToasts.tsx';
import { SyncIndicator } from '../../../renderer/src/sync/SyncIndicator.tsx';
import { installFakeBridge } from '../support/fake-bridge.ts';
import { checkin, connectivity, today, ZONE } from '../support/fixtures.ts';
import { renderWithRoutes } from './lookup-fixtures.tsx';

describe("today's rows", () => {
  it('open the waiver of the check-in on a click, or on Enter when the row has the focus', async () => {
    const bridge = installFakeBridge();
    const data = today([checkin(1, 'Ann', { waiverId: 'W-ANN' }), checkin(2, 'Ben', { waiverId: 'W-BEN' })]);
    const view = renderWithRoutes(bridge, <CheckinTable rows={todayRows(data)} timeZone={ZONE} />);
    await userEvent.click(screen.getByText('Ann Tester'));
    expect(screen.getByTestId('opened')).toHaveTextContent('W-ANN');

    view.unmount();
    renderWithRoutes(bridge, <CheckinTable rows={todayRows(data)} timeZone={ZONE} />);
    const benRow = screen.getByText('Ben Tester').closest('tr')!;
    benRow.focus();
    expect(benRow).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('opened')).toHaveTextContent('W-BEN');
  });
});

describe('new waivers', () => {
  it('show as a toast with a link to the waiver, which can be dismissed', async () => {
    const bridge = installFakeBridge();
    renderWithRoutes(bridge, <ArrivalToasts />);
    act(() =>
      bridge.emit({
        name: 'waiverArrived',
        payload: {
          sessionId: 1,
          waivers: [{ waiverId: 'W-NEW', name: 'Ann Smith', title: 'Jump Zone', createdOn: '', autoTag: '' }],
        },
      }),
    );
    // Another account's news is not this one's.
    act(() =>
      bridge.emit({
        name: 'waiverArrived',
        payload: {
          sessionId: 7,
          waivers: [{ waiverId: 'W-ELSE', name: 'Somebody Else', title: '', createdOn: '', autoTag: '' }],
        },
      }),
    );
    expect(screen.getAllByTestId('arrival-toast')).toHaveLength(1);
    const link = screen.getByRole('link', { name: 'New waiver: Ann Smith' });
    expect(link).toHaveAttribute('href', '/waivers/W-NEW');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('arrival-toast')).toBeNull();
  });
});

describe('the sync indicator', () => {
  it('follows the sync, and says offline as soon as the desk knows the service is gone', () => {
    const bridge = installFakeBridge();
    renderWithRoutes(bridge, <SyncIndicator />);
    expect(screen.queryByTestId('sync-indicator')).toBeNull();
    const base = {
      sessionId: 1,
      done: 12_400,
      total: 20_000,
      totalIsEstimate: false,
      secondsLeft: 170,
      budgetInUse: 0.62,
      lastCurrentAt: null,
      notice: null,
    };
    act(() => bridge.emit({ name: 'syncProgress', payload: { ...base, phase: 'backfill' } }));
    expect(screen.getByTestId('sync-indicator')).toHaveTextContent(
      'Copying waivers 12,400 / 20,000 · about 3 min left',
    );
    act(() =>
      bridge.emit({
        name: 'syncProgress',
        payload: { ...base, phase: 'idle', done: 20_000, lastCurrentAt: '2031-05-06T09:42:00Z' },
      }),
    );
    expect(screen.getByTestId('sync-indicator')).toHaveTextContent(/Copy current as of/);
    act(() => bridge.emit({ name: 'connectivity', payload: connectivity('offline') }));
    expect(screen.getByTestId('sync-indicator')).toHaveTextContent(
      /^Offline — copy from .*; resumes by itself$/,
    );
  });
});
