import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callDesk } from '../../../renderer/src/bridge/index.ts';
import { QueryView } from '../../../renderer/src/components/QueryView.tsx';
import { createDeskQueryClient, FAILED_REFETCH_MS } from '../../../renderer/src/query/query-client.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import type { TodayCheckins } from '../../../shared/ipc/types.ts';
import { type Answer, deferred, fail, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { checkin, connectivity, readyInfo, today } from '../support/fixtures.ts';
import { advance, renderApp, renderInDesk } from '../support/render.tsx';

function Probe({ staleTime = 60_000 }: { staleTime?: number }) {
  const query = useQuery({
    queryKey: ['probe'],
    queryFn: ({ signal }) => callDesk('listTodayCheckins', {}, { signal }),
    staleTime,
  });
  return (
    <QueryView
      query={query}
      loadingLabel="Loading the probe…"
      isEmpty={(data) => data.checkins.length === 0}
      empty={() => <p>Nobody yet</p>}
    >
      {(data) => (
        <ul aria-label="people">
          {data.checkins.map((entry) => (
            <li key={entry.checkinId}>{entry.firstName}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/** Answers each call with the next of `results`, repeating the last one. */
function inTurn(...results: IpcResult<TodayCheckins>[]): Answer<'listTodayCheckins'> {
  let index = 0;
  return () => results[Math.min(index++, results.length - 1)]!;
}

const people = today([checkin(1, 'Ada'), checkin(2, 'Grace')]);

describe('QueryView', () => {
  it('shows the loading line until the first answer, then the data', async () => {
    const answer = deferred<IpcResult<TodayCheckins>>();
    installFakeBridge({ listTodayCheckins: () => answer.promise });
    renderInDesk(<Probe />);
    expect(screen.getByText('Loading the probe…')).toHaveAttribute('aria-busy', 'true');
    answer.resolve(ok(people));
    expect(await screen.findByText('Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading the probe…')).toBeNull();
  });

  it('shows the empty state when the answer has nothing in it', async () => {
    installFakeBridge({ listTodayCheckins: () => ok(today([])) });
    renderInDesk(<Probe />);
    expect(await screen.findByText('Nobody yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'people' })).toBeNull();
  });

  it('shows the failure with its hint, and "Try again" really calls again', async () => {
    const bridge = installFakeBridge({
      listTodayCheckins: inTurn(fail('auth_error'), ok(people)),
    });
    renderInDesk(<Probe />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The waiver service refused the API key');
    expect(alert).toHaveTextContent('Open Settings and enter the API key again');
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts down the rate-limit wait live, then tries again by itself', async () => {
    vi.useFakeTimers();
    const bridge = installFakeBridge({
      listTodayCheckins: inTurn(fail('rate_limited', { retryAfterSeconds: 42 }), ok(people)),
    });
    renderInDesk(<Probe />);
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent("The account's request budget frees in 0:42");
    await advance(1_000);
    expect(screen.getByRole('alert')).toHaveTextContent("The account's request budget frees in 0:41");
    await advance(40_000);
    expect(screen.getByRole('alert')).toHaveTextContent('frees in 0:01');
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(1);
    await advance(1_000);
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(2);
    expect(screen.getByText('Ada')).toBeInTheDocument();
  });

  it('tries again when the countdown ends even after the query stopped retrying', async () => {
    vi.useFakeTimers();
    const queryClient = createDeskQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const bridge = installFakeBridge({
      listTodayCheckins: inTurn(fail('rate_limited', { retryAfterSeconds: 3 }), ok(people)),
    });
    renderInDesk(<Probe />, queryClient);
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('frees in 0:03');
    await advance(2_999);
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(1);
    await advance(1);
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(2);
    expect(screen.getByText('Grace')).toBeInTheDocument();
  });

  it(`refetches a failed screen by itself every ${FAILED_REFETCH_MS / 1000} s`, async () => {
    vi.useFakeTimers();
    const bridge = installFakeBridge({
      listTodayCheckins: inTurn(fail('auth_error'), fail('auth_error'), ok(people)),
    });
    renderInDesk(<Probe />);
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('The waiver service refused the API key');
    await advance(FAILED_REFETCH_MS - 1);
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(1);
    await advance(1);
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(2);
    await advance(FAILED_REFETCH_MS);
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(3);
    expect(screen.getByText('Ada')).toBeInTheDocument();
  });

  it('keeps the data on screen when a refresh fails, and says when it was last updated and why', async () => {
    vi.useFakeTimers({ now: new Date('2031-05-06T09:42:00.000Z') });
    const bridge = installFakeBridge({
      listTodayCheckins: inTurn(ok(people), fail('data_error')),
    });
    // The desk reports in London time: 09:42 UTC is 10:42 there in May.
    bridge.emit({ name: 'accountChanged', payload: readyInfo() });
    const { queryClient } = renderInDesk(<Probe />);
    await advance(0);
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.queryByTestId('stale-notice')).toBeNull();

    await act(() => queryClient.refetchQueries());
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(2);
    expect(screen.getByTestId('stale-notice')).toHaveTextContent(
      /^Last updated 10:42( AM)? — couldn't refresh: The service refused the data$/,
    );
    expect(screen.getByText('Ada')).toBeInTheDocument();
  });

  it('marks data older than the query’s staleTime without hiding it', async () => {
    vi.useFakeTimers();
    installFakeBridge({ listTodayCheckins: () => ok(people) });
    renderInDesk(<Probe staleTime={5_000} />);
    await advance(0);
    expect(screen.queryByTestId('stale-notice')).toBeNull();
    await advance(5_001);
    expect(screen.getByTestId('stale-notice')).toHaveTextContent(/^Last updated [^—]+$/);
    expect(screen.getByText('Grace')).toBeInTheDocument();
  });
});

describe('offline', () => {
  it('shows the banner in the shell while the screens keep their data, and recovers by itself', async () => {
    const bridge = installFakeBridge({
      getAppInfo: () => ok(readyInfo()),
      listTodayCheckins: inTurn(ok(today([checkin(1, 'Before')])), ok(today([checkin(2, 'After')]))),
    });
    bridge.emit({ name: 'accountChanged', payload: readyInfo() });
    bridge.emit({ name: 'connectivity', payload: connectivity('online') });
    renderApp('#/today');
    expect(await screen.findByText('Before Tester')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    act(() => bridge.emit({ name: 'connectivity', payload: connectivity('offline') }));
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(
      "The waiver service can't be reached from this desk. Showing what was last loaded; this recovers by itself.",
    );
    expect(screen.getByText('Before Tester')).toBeInTheDocument();
    expect(screen.getByTestId('connectivity')).toHaveTextContent("Waiver service can't be reached since");

    act(() => bridge.emit({ name: 'connectivity', payload: connectivity('online') }));
    expect(await screen.findByText('After Tester')).toBeInTheDocument();
    expect(bridge.callsOf('listTodayCheckins')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
  });
});
