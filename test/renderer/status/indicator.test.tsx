/** The status indicator in the shell: every state it can say, with its time, and only for the open session. */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusIndicator } from '../../../renderer/src/status/StatusIndicator.tsx';
import { healthVerdictSchema } from '../../../shared/ipc/events.ts';
import type { HealthVerdict, ServiceHealth } from '../../../shared/ipc/service-status.ts';
import { type FakeBridge, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { connectivity, readyInfo } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';
import { health, view } from './status-fixtures.ts';

function showIndicator(first: ServiceHealth): FakeBridge {
  const bridge = installFakeBridge({
    getServiceStatus: () => ok(view()),
    refreshServiceStatus: () => ok(view()),
  });
  bridge.emit({ name: 'accountChanged', payload: readyInfo() });
  bridge.emit({ name: 'connectivity', payload: connectivity('online') });
  bridge.emit({ name: 'serviceHealth', payload: first });
  renderInDesk(<StatusIndicator />);
  return bridge;
}

const headline = () => screen.getByTestId('service-health-headline');

const CASES: { health: Partial<ServiceHealth>; headline: string; title: RegExp }[] = [
  { health: {}, headline: 'Service operational', title: /no problems/ },
  {
    health: { verdict: 'degraded', page: 'degraded', desk: 'offline' },
    headline: 'Service degraded',
    title: /reports a problem, and the service is not answering this desk/,
  },
  {
    health: { verdict: 'under-maintenance', page: 'under-maintenance', desk: 'unknown' },
    headline: 'Maintenance under way',
    title: /maintenance under way\.$/,
  },
  {
    health: { verdict: 'page-reports-problem', page: 'degraded' },
    headline: 'Status page reports a problem',
    title: /This desk is working normally/,
  },
  {
    health: { verdict: 'page-reports-problem', page: 'under-maintenance' },
    headline: 'Status page reports maintenance',
    title: /This desk is working normally/,
  },
  {
    health: { verdict: 'not-answering-desk', page: 'operational', desk: 'offline' },
    headline: 'Not answering this desk',
    title: /status page says everything is working, but the waiver service is not answering this desk/,
  },
  {
    health: { verdict: 'unknown', page: 'unknown', reason: 'not-answering' },
    headline: 'Service status unknown',
    title: /status page is not answering/,
  },
  {
    health: {
      verdict: 'unknown',
      page: 'unknown',
      reason: 'first-reading',
      lastReadingAt: null,
      lastKnownPage: null,
    },
    headline: 'Checking the service',
    title: /Reading the status page/,
  },
];

describe('the status indicator', () => {
  beforeEach(() => {
    // Only the date: a reading of today shows its clock time alone.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-06T09:20:00.000Z') });
  });

  for (const { health: overrides, headline: words, title } of CASES) {
    it(`says "${words}" for ${overrides.verdict ?? 'operational'}${overrides.page ? ` (page ${overrides.page})` : ''}`, () => {
      showIndicator(health(overrides));
      expect(headline()).toHaveTextContent(words);
      expect(screen.getByRole('button', { name: new RegExp(words) })).toHaveAttribute(
        'title',
        expect.stringMatching(title),
      );
      expect(screen.getByTestId('service-health')).toHaveAttribute(
        'data-verdict',
        overrides.verdict ?? 'operational',
      );
    });
  }

  it('never looks operational when the state is unknown, and shows when the page was last read', () => {
    showIndicator(health({ verdict: 'unknown', page: 'unknown', reason: 'busy' }));
    expect(headline()).not.toHaveTextContent(/operational/i);
    expect(screen.getByTestId('service-health-when')).toHaveTextContent(/^Last reading 10:15( AM)?$/);
    expect(screen.getByRole('button', { name: /Service status unknown/ }).className).toContain(
      'svc-tone-unknown',
    );
  });

  it('shows the time of the last reading in the desk zone', () => {
    showIndicator(health());
    expect(screen.getByTestId('service-health-when')).toHaveTextContent(/^Checked 10:15( AM)?$/);
  });

  it('without a status page says so and still shows the desk’s own view', () => {
    showIndicator(
      health({ verdict: 'not-set-up', page: 'not-set-up', lastReadingAt: null, nextCheckAt: null }),
    );
    expect(headline()).toHaveTextContent('Status page not set up');
    expect(screen.queryByTestId('service-health-when')).toBeNull();
    expect(screen.getByTestId('connectivity')).toHaveTextContent(/^Waiver service online since/);
  });

  it('follows every new reading', () => {
    const bridge = showIndicator(health());
    act(() =>
      bridge.emit({
        name: 'serviceHealth',
        payload: health({
          verdict: 'degraded',
          page: 'degraded',
          desk: 'failing',
          lastReadingAt: '2031-05-06T09:21:00.000Z',
        }),
      }),
    );
    expect(headline()).toHaveTextContent('Service degraded');
    expect(screen.getByTestId('service-health-when')).toHaveTextContent(/10:21/);
  });

  it('ignores what an older session reported', () => {
    showIndicator(health({ sessionId: 7 }));
    expect(screen.queryByTestId('service-health')).toBeNull();
    expect(screen.getByTestId('connectivity')).toBeInTheDocument();
  });

  it('reads the page again when the browser is back online', async () => {
    const bridge = showIndicator(health());
    expect(bridge.callsOf('refreshServiceStatus')).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(bridge.callsOf('refreshServiceStatus')).toHaveLength(1));
  });
});

// Keeps the table above honest: every verdict the contract has is covered.
const covered: HealthVerdict[] = [
  ...new Set(CASES.map((entry) => entry.health.verdict ?? 'operational')),
  'not-set-up',
];
it('covers every verdict', () => {
  expect(new Set(covered)).toEqual(new Set(healthVerdictSchema.options));
});
