/** The service-status panel: opened from the indicator with a fresh reading, read by keyboard, closed by Esc. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusIndicator } from '../../../renderer/src/status/StatusIndicator.tsx';
import type { ServiceStatusView } from '../../../shared/ipc/service-status.ts';
import {
  type Answers,
  deferred,
  type FakeBridge,
  fail,
  installFakeBridge,
  ok,
} from '../support/fake-bridge.ts';
import { connectivity, readyInfo } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';
import {
  health,
  INCIDENT,
  incidentDetail,
  PLANNED,
  statusNotice,
  statusSnapshot,
  view,
} from './status-fixtures.ts';

function openDesk(
  answers: Answers = {},
  first = health({ verdict: 'page-reports-problem', page: 'degraded' }),
): FakeBridge {
  const bridge = installFakeBridge({
    getServiceStatus: () => ok(view({ verdict: 'page-reports-problem', page: 'degraded' })),
    refreshServiceStatus: () => ok(view({ verdict: 'page-reports-problem', page: 'degraded' })),
    getStatusNotice: () => ok(incidentDetail()),
    listRecentNotices: () =>
      ok({
        notices: [
          statusNotice(200, {
            timelineState: 'past_recent',
            state: 'resolved',
            subject: 'Delayed SMS delivery to some carriers',
            beganAt: '2031-05-04T13:00:00.000Z',
            endedAt: '2031-05-04T16:00:00.000Z',
          }),
        ],
        more: false,
      }),
    ...answers,
  });
  bridge.emit({ name: 'accountChanged', payload: readyInfo() });
  bridge.emit({ name: 'connectivity', payload: connectivity('online') });
  bridge.emit({ name: 'serviceHealth', payload: first });
  renderInDesk(<StatusIndicator />);
  return bridge;
}

const indicatorButton = () => screen.getByRole('button', { name: /Status page reports a problem/ });

describe('the status panel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-06T09:20:00.000Z') });
  });

  it('opens from the indicator and asks for a fresh reading at once', async () => {
    const user = userEvent.setup();
    const bridge = openDesk();
    expect(indicatorButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(indicatorButton());
    const panel = await screen.findByRole('dialog', { name: 'Service status' });
    expect(indicatorButton()).toHaveAttribute('aria-expanded', 'true');
    expect(bridge.callsOf('refreshServiceStatus')).toHaveLength(1);
    expect(within(panel).getByTestId('status-summary')).toHaveTextContent(
      'Status page reports a problem. This desk is working normally so far.',
    );
  });

  it('lists the current incident with its latest update, the planned maintenance in the desk zone, and the component tree', async () => {
    const user = userEvent.setup();
    openDesk();
    await user.click(indicatorButton());
    const incidents = await screen.findByRole('region', { name: 'Current incidents' });
    const incident = within(incidents).getByTestId('status-notice');
    expect(incident).toHaveTextContent('Elevated error rates on the Waiver API');
    expect(incident).toHaveTextContent('Identified');
    expect(incident).toHaveTextContent('A fix is rolling out to the remaining nodes.');
    // 08:23 UTC is 09:23 in London in May.
    expect(incident).toHaveTextContent(/Since Tue,? (6 May|May 6), 09:23( AM)?/);

    const planned = within(screen.getByRole('region', { name: 'Planned maintenance' })).getByTestId(
      'status-notice',
    );
    expect(planned).toHaveTextContent('Search index rebuild');
    // 13:00–16:00 UTC is 14:00–17:00 in London in May: shown before it starts, in the desk zone.
    expect(planned).toHaveTextContent(/Scheduled: Thu,? (8 May|May 8), (14:00|02:00 PM) – (17:00|05:00 PM)/);
    expect(
      within(screen.getByRole('region', { name: 'Maintenance under way' })).getByText(
        'No maintenance under way.',
      ),
    );

    const tree = screen.getByRole('list', { name: 'Components and their state' });
    const api = within(tree).getAllByTestId('status-component')[0] as HTMLElement;
    expect(api).toHaveTextContent(/^Waiver APIDegraded/);
    const children = within(api).getAllByTestId('status-component');
    expect(children.map((child) => child.textContent)).toEqual(['SearchDegraded', 'Check-insOperational']);
    expect(within(tree).getAllByTestId('status-component')).toHaveLength(4);
  });

  it('shows a notice’s whole timeline when expanded, read once for that notice', async () => {
    const user = userEvent.setup();
    const bridge = openDesk();
    await user.click(indicatorButton());
    const incident = within(await screen.findByRole('region', { name: 'Current incidents' })).getByTestId(
      'status-notice',
    );
    const expand = within(incident).getByRole('button', { name: 'Show all updates' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    const timeline = await within(incident).findByRole('list', { name: 'Updates, newest first' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('A fix is rolling out'),
      expect.stringContaining('We found a faulty cache node.'),
      expect.stringContaining('Some calls to the API fail.'),
    ]);
    expect(bridge.callsOf('getStatusNotice').map((call) => call.request)).toEqual([{ id: INCIDENT.id }]);
    // The touched component sits under its parent, named for context.
    expect(within(incident).getByText('Waiver API')).toHaveClass('svc-context');
    expect(within(incident).getByText('Search')).toHaveClass('svc-affected');
  });

  it('lists the recent notices on their own tab', async () => {
    const user = userEvent.setup();
    const bridge = openDesk();
    await user.click(indicatorButton());
    await user.click(await screen.findByRole('tab', { name: 'Recent' }));
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
    const recent = await screen.findByRole('list', { name: 'Recent notices' });
    expect(recent).toHaveTextContent('Delayed SMS delivery to some carriers');
    expect(recent).toHaveTextContent('Resolved');
    // Over: from its start to its end, no "since".
    expect(recent).toHaveTextContent(/Sun,? (4 May|May 4), (14:00|02:00 PM) – (17:00|05:00 PM)/);
    expect(recent).not.toHaveTextContent('Since');
    expect(bridge.callsOf('listRecentNotices')).toHaveLength(1);
  });

  it('keeps the last reading in view when the page stops answering, and says from when', async () => {
    const user = userEvent.setup();
    const unknown = { verdict: 'unknown', page: 'unknown', reason: 'not-answering' } as const;
    openDesk(
      { getServiceStatus: () => ok(view(unknown)), refreshServiceStatus: () => ok(view(unknown)) },
      health(unknown),
    );
    await user.click(screen.getByRole('button', { name: /Service status unknown/ }));
    expect(await screen.findByTestId('status-stale')).toHaveTextContent(
      /^Showing the last reading, from 10:15( AM)?\.$/,
    );
    expect(screen.getByTestId('status-summary')).toHaveTextContent('The status page is not answering');
    expect(screen.getByTestId('status-last-reading')).toHaveTextContent(/^10:15( AM)?$/);
  });

  it('says what to do when no status page is set up', async () => {
    const user = userEvent.setup();
    const notSetUp = {
      verdict: 'not-set-up',
      page: 'not-set-up',
      lastReadingAt: null,
      nextCheckAt: null,
    } as const;
    openDesk({ getServiceStatus: () => ok({ health: health(notSetUp), snapshot: null }) }, health(notSetUp));
    await user.click(screen.getByRole('button', { name: /Status page not set up/ }));
    const panel = await screen.findByRole('dialog', { name: 'Service status' });
    expect(panel).toHaveTextContent('Add the status page address in Settings');
    expect(within(panel).queryByRole('tab')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Check now' })).toBeNull();
  });

  it('is used by keyboard: Enter opens with focus inside, Esc closes and gives focus back', async () => {
    const user = userEvent.setup();
    openDesk();
    indicatorButton().focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Service status' });
    expect(within(panel).getByRole('heading', { name: 'Service status' })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Close service status' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(indicatorButton()).toHaveFocus();
  });

  it('shares one reading: "Check now" is off while a reading is under way', async () => {
    const user = userEvent.setup();
    const reading = deferred<ReturnType<typeof ok<ServiceStatusView>>>();
    const bridge = openDesk({ refreshServiceStatus: () => reading.promise });
    await user.click(indicatorButton());
    const check = await screen.findByRole('button', { name: 'Checking…' });
    expect(check).toBeDisabled();
    await act(async () => reading.resolve(ok(view({ verdict: 'page-reports-problem', page: 'degraded' }))));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(bridge.callsOf('refreshServiceStatus')).toHaveLength(2));
  });

  it('says so when a notice’s updates cannot be read, and tries again on request', async () => {
    const user = userEvent.setup();
    let answers = 0;
    openDesk({
      // Not a passing failure: the query does not retry it by itself, so the person's click is what reads again.
      getStatusNotice: () => (answers++ === 0 ? fail('protocol') : ok(incidentDetail())),
    });
    await user.click(indicatorButton());
    const planned = within(await screen.findByRole('region', { name: 'Planned maintenance' })).getByTestId(
      'status-notice',
    );
    await user.click(within(planned).getByRole('button', { name: 'Show all updates' }));
    await user.click(await within(planned).findByRole('button', { name: 'Try again' }));
    expect(await within(planned).findByRole('list', { name: 'Updates, newest first' })).toBeInTheDocument();
    expect(answers).toBe(2);
    expect(PLANNED.id).not.toBe(INCIDENT.id);
  });

  it('refreshes the shown reading when the desk reports a newer one', async () => {
    const user = userEvent.setup();
    const bridge = openDesk();
    await user.click(indicatorButton());
    await screen.findByRole('region', { name: 'Current incidents' });
    const newer = view(
      { verdict: 'operational', page: 'operational', lastReadingAt: '2031-05-06T09:19:00.000Z' },
      statusSnapshot({ state: 'operational', incidents: [], upcoming: [] }),
    );
    bridge.answer('getServiceStatus', () => ok(newer));
    act(() => bridge.emit({ name: 'serviceHealth', payload: newer.health }));
    expect(await screen.findByText('No current incidents.')).toBeInTheDocument();
  });
});
