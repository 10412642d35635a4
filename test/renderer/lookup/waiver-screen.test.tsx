import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaiverScreen } from '../../../renderer/src/screens/waiver/WaiverScreen.tsx';
import type { WaiverDetail } from '../../../shared/ipc/lookup.ts';
import { type FakeBridge, fail, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { readyInfo } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';
import { detail, everyone, participant, signedWaiver } from './lookup-fixtures.tsx';

/** 23:30 UTC on 6 May is already 7 May at the desk, in Auckland. */
const NOW = new Date('2031-05-06T23:30:00Z');
const DESK_ZONE = 'Pacific/Auckland';

function renderWaiver(bridge: FakeBridge, waiverId = 'W1') {
  bridge.emit({ name: 'accountChanged', payload: readyInfo({ timeZone: DESK_ZONE }) });
  return renderInDesk(
    <MemoryRouter initialEntries={[`/waivers/${waiverId}`]}>
      <Link to="/waivers/W2">Next customer</Link>
      <Link to="/waivers/W1">First customer</Link>
      <Routes>
        <Route path="/waivers/:waiverId" element={<WaiverScreen />} />
        <Route path="/today" element={<p>Today</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const family = signedWaiver({
  participants: [
    // 18 today at the desk (7 May), still 17 in UTC.
    participant('Leo', {
      dob: '2013-05-07',
      isMinor: true,
      relationship: 'Son',
      customParticipantFields: {
        g1: { value: 'No', displayText: 'Do you have a heart condition?' },
        g2: { value: 'Youth L', displayText: 'Sock size (old label)' },
      },
      flags: [{ displayText: 'Do you have an injury?', reason: 'Answered yes' }],
    }),
    participant('Ada', { dob: '1800-01-01' }),
    participant('Kit', { dob: '' }),
  ],
  customWaiverFields: {
    w1: { value: 'A friend', displayText: 'How did you hear about us?' },
    w2: { value: '', displayText: 'Park rules' },
    w3: { value: '2031-05-14', displayText: 'Date of your visit' },
  },
});

function waiverDetail(overrides: Partial<WaiverDetail> = {}) {
  return detail(family, {
    fieldLabels: { g2: 'Grip sock size', w1: 'Where did you hear of us?' },
    ...overrides,
  });
}

describe('the waiver screen', () => {
  afterEach(() => vi.useRealTimers());

  it('puts the verdict first, in words and colour', async () => {
    const bridge = installFakeBridge({
      getWaiverDetail: () =>
        ok(
          waiverDetail({
            verdict: everyone(
              { tone: 'stop', points: [{ kind: 'expired', on: '2031-02-03', tone: 'stop' }] },
              3,
              false,
            ),
          }),
        ),
    });
    renderWaiver(bridge);
    const verdict = await screen.findByTestId('verdict');
    expect(verdict).toHaveAttribute('data-tone', 'stop');
    expect(verdict).toHaveClass('verdict-stop');
    expect(within(verdict).getByRole('heading', { name: 'Stop' })).toBeVisible();
    expect(verdict).toHaveTextContent('Everyone on it: stop.');
    // The day it expired, in the desk's words and locale, never as the service wrote it.
    const day = new Intl.DateTimeFormat(undefined, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(2031, 1, 3));
    expect(verdict).toHaveTextContent(`The waiver expired on ${day}: a new one must be signed.`);
    expect(verdict).not.toHaveTextContent('2031-02-03');
    // Said once for the waiver, and beside each person in the same words.
    expect(within(verdict).getAllByText(/The waiver expired on/)).toHaveLength(1);
    for (const card of screen.getAllByTestId('participant')) {
      expect(within(card).getByTestId('person-verdict')).toHaveTextContent('Stop: Waiver expired');
    }
    const people = screen.getByRole('heading', { name: 'People on this waiver' });
    // The verdict comes before everything else in reading order.
    expect(verdict.compareDocumentPosition(people) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bridge.callsOf('getWaiverDetail').map((call) => call.request)).toEqual([{ waiverId: 'W1' }]);
  });

  it("gives every participant's age today in the desk's zone, 'age verified' for 1800-01-01, and says when there is no date", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const bridge = installFakeBridge({ getWaiverDetail: () => ok(waiverDetail()) });
    renderWaiver(bridge);
    const [leo, ada, kit] = await screen.findAllByTestId('participant');
    expect(within(leo!).getByTestId('person-age')).toHaveTextContent('18 years old · born');
    expect(within(leo!).getByTestId('person-verdict')).toHaveTextContent(
      'Needs a look: Flagged answer, Minor',
    );
    expect(leo).toHaveTextContent('Relationship: Son');
    expect(within(ada!).getByTestId('person-age')).toHaveTextContent('age verified');
    expect(within(kit!).getByTestId('person-age')).toHaveTextContent('No date of birth given');
    const guardian = screen.getByTestId('guardian');
    expect(guardian).toHaveTextContent('Mateo Brown');
    expect(guardian).toHaveTextContent('Signed for the minors as: Father');
    expect(within(guardian).getByTestId('person-age')).toHaveTextContent('47 years old');
  });

  it('shows flags and answers under the template labels, falling back to the answer’s own text', async () => {
    const bridge = installFakeBridge({ getWaiverDetail: () => ok(waiverDetail()) });
    renderWaiver(bridge);
    const [leo] = await screen.findAllByTestId('participant');
    expect(within(leo!).getByTestId('flag')).toHaveTextContent('Do you have an injury?Answered yes');
    expect(leo).toHaveTextContent('Grip sock size');
    expect(leo).not.toHaveTextContent('Sock size (old label)');
    expect(leo).toHaveTextContent('Do you have a heart condition?');
    expect(screen.getByText('Where did you hear of us?')).toBeVisible();
    // A question left without an answer carries nothing to read.
    expect(screen.queryByText('Park rules')).toBeNull();
    // A date question's answer as the desk writes dates, never as the service wrote it.
    const visit = new Intl.DateTimeFormat(undefined, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(2031, 4, 14));
    expect(screen.getByText('Date of your visit').nextElementSibling).toHaveTextContent(visit);
    expect(document.body).not.toHaveTextContent('2031-05-14');
    expect(screen.getByTestId('fact-auto-tag')).toHaveTextContent('M-004519');
    // The service's id of the waiver is no word for the counter.
    expect(screen.queryByText('Waiver id')).toBeNull();
    expect(screen.getByTestId('fact-source')).toHaveTextContent("From the desk's copy");
  });

  it('keeps private details covered until Show is pressed for that section, and covers them again on Hide', async () => {
    const bridge = installFakeBridge({ getWaiverDetail: () => ok(waiverDetail()) });
    renderWaiver(bridge);
    await screen.findByTestId('verdict');
    for (const secret of [
      'mateo.brown@example.com',
      '971-555-0150',
      '12 Harbour Road',
      'Emma Brown',
      'POL-99812',
    ]) {
      expect(screen.queryByText(secret, { exact: false }), secret).toBeNull();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Show contact' }));
    expect(screen.getByText('mateo.brown@example.com')).toBeVisible();
    expect(screen.getByText('971-555-0150')).toBeVisible();
    // Only the section asked for.
    expect(screen.queryByText('POL-99812')).toBeNull();
    expect(screen.queryByText('12 Harbour Road', { exact: false })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show insurance' }));
    expect(screen.getByText('POL-99812')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hide contact' }));
    expect(screen.queryByText('mateo.brown@example.com')).toBeNull();
    // Nothing to cover, nothing to show.
    const licence = screen.getByRole('region', { name: "Driver's licence" });
    expect(licence).toHaveTextContent('Not given');
    expect(within(licence).queryByRole('button')).toBeNull();
  });

  it('covers everything again on the next waiver opened', async () => {
    const bridge = installFakeBridge({
      getWaiverDetail: ({ waiverId }) =>
        ok(detail(signedWaiver({ waiverId, email: `${waiverId.toLowerCase()}@example.com` }))),
    });
    renderWaiver(bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Show contact' }));
    expect(screen.getByText('w1@example.com')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Next customer' }));
    expect(await screen.findByRole('button', { name: 'Show contact' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByText('w2@example.com')).toBeNull();
    // Back to a waiver already loaded: it shows at once, and covered.
    await userEvent.click(screen.getByRole('button', { name: 'Show contact' }));
    expect(screen.getByText('w2@example.com')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'First customer' }));
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByText('w1@example.com')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show contact' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('links to the web console in a new window (the link, not the page, carries the waiver’s id), and never shows waiver text as markup', async () => {
    const marked = signedWaiver({ waiverId: 'kEiod9XyZ', title: '<b>Bold</b> & <script>x</script>' });
    const bridge = installFakeBridge({ getWaiverDetail: () => ok(detail(marked)) });
    renderWaiver(bridge);
    const link = await screen.findByRole('link', { name: /Open in the web console/ });
    expect(link).toHaveAttribute('href', 'https://console.example.com/waivers/kEiod9XyZ');
    expect(document.body).not.toHaveTextContent('kEiod9XyZ');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByText('<b>Bold</b> & <script>x</script>', { exact: false }).length).toBeGreaterThan(
      0,
    );
    expect(document.querySelector('.waiver b, .waiver script')).toBeNull();
  });

  it('says plainly when there is no such waiver', async () => {
    const bridge = installFakeBridge({
      getWaiverDetail: () => fail('not_found', { serviceMessage: 'Waiver W404 not found' }),
    });
    renderWaiver(bridge, 'W404');
    expect(await screen.findByRole('heading', { name: 'There is no such waiver' })).toBeVisible();
    expect(screen.getByRole('link', { name: "Back to today's check-ins" })).toBeVisible();
  });

  it('says when the waiver came from the service rather than the copy', async () => {
    const bridge = installFakeBridge({ getWaiverDetail: () => ok(waiverDetail({ source: 'service' })) });
    renderWaiver(bridge);
    expect(await screen.findByTestId('fact-source')).toHaveTextContent('Fetched from the service just now');
  });
});
