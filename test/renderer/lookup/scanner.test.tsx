import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUE_EVENT, type CueDetail } from '../../../renderer/src/lookup/cues.ts';
import { LookupBox } from '../../../renderer/src/lookup/LookupBox.tsx';
import { useScanner } from '../../../renderer/src/scanner/use-scanner.ts';
import { TodayFilterBar } from '../../../renderer/src/screens/today/TodayFilterBar.tsx';
import { NO_FILTER } from '../../../renderer/src/screens/today/today-rows.ts';
import type { WaiverMatch } from '../../../shared/ipc/lookup.ts';
import { settingsView } from '../account/account-fixtures.ts';
import { fail, installFakeBridge, ok } from '../support/fake-bridge.ts';
import {
  detail,
  EXPIRED,
  everyone,
  found,
  match,
  renderWithRoutes,
  serviceFound,
  signedWaiver,
} from './lookup-fixtures.tsx';

/** Today's name filter, holding what is typed as Today does. */
function FilterHarness() {
  const [filter, setFilter] = useState(NO_FILTER);
  return (
    <TodayFilterBar
      filter={filter}
      onChange={(change) => setFilter((before) => ({ ...before, ...change }))}
      onToList={() => undefined}
      onOpenOnly={null}
    />
  );
}

/** The box and the scanner as the shell holds them; a scan's own screen is a route of the harness. */
function Scanner() {
  useScanner();
  return <LookupBox />;
}

/** Every tone the page starts, through a WebAudio stand-in. */
let tonesStarted = 0;
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: <T,>(node: T) => node,
      start: () => {
        tonesStarted += 1;
      },
      stop: () => undefined,
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: <T,>(node: T) => node,
    };
  }
  resume() {
    return Promise.resolve();
  }
  suspend() {
    return Promise.resolve();
  }
}

/** Every cue the sound module played, in order, as it announces them. */
let cues: CueDetail[] = [];
const onCue = (event: Event) => cues.push((event as CustomEvent<CueDetail>).detail);

const tagged = (waiverId: string, tag: string, overrides: Partial<WaiverMatch> = {}) =>
  match(waiverId, 'Ben Jones', { match: 'autoTag', autoTag: tag, ...overrides });

const TAGGED: Record<string, WaiverMatch[]> = {
  'M-1001': [tagged('W-ONE', 'M-1001', { position: -1 })],
  // A returning customer: an expired newest waiver, a valid one before it, an older one.
  'M-2002': [
    tagged('W-NEWEST-EXPIRED', 'M-2002', { createdOn: '2031-04-01T10:00:00Z', verdict: EXPIRED }),
    tagged('W-OLDER', 'M-2002', { createdOn: '2029-01-01T10:00:00Z' }),
    tagged('W-VALID', 'M-2002', {
      createdOn: '2030-06-01T10:00:00Z',
      verdict: everyone({
        tone: 'attention',
        points: [{ kind: 'flagged', question: 'Heart?', reason: 'Yes', ofWaiver: false, tone: 'attention' }],
      }),
    }),
  ],
  // Every waiver of the tag has expired: the desk asks which.
  'M-3003': [
    tagged('W-OLD', 'M-3003', { createdOn: '2028-01-01T10:00:00Z', verdict: EXPIRED }),
    tagged('W-NEW', 'M-3003', { createdOn: '2030-01-01T10:00:00Z', verdict: EXPIRED }),
  ],
};

/** `scanGapMs`: the desk's longest gap within a burst, when a test needs another than the default. */
function scannerBridge(scanGapMs?: number) {
  return installFakeBridge({
    lookupWaivers: (request) => ok(found(request.text, request.scan ? (TAGGED[request.text] ?? []) : [])),
    getSettings: () => {
      const view = settingsView();
      return ok(
        scanGapMs === undefined ? view : { ...view, preferences: { ...view.preferences, scanGapMs } },
      );
    },
  });
}

/**
 * A scanner's burst: every key stamped with the moment the burst starts, so a slow machine
 * drawing between two keys cannot stretch the burst past the scanner's gap.
 */
function burst(target: Element, text: string) {
  const at = Date.now();
  for (const key of [...text, 'Enter']) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: at });
    fireEvent(target, event);
  }
}

/** A burst with the scanner's own clock: each key `gapMs` after the last. */
function timedBurst(target: Element, text: string, gapMs: number, start = 10_000) {
  [...text, 'Enter'].forEach((key, index) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: start + index * gapMs });
    target.dispatchEvent(event);
  });
}

/**
 * A scan typed into `field` opens its waiver and leaves nothing there; a miss opens
 * nothing, and what the scanner typed before it was recognised is taken back all the
 * same, leaving what the person had typed.
 */
async function expectScansTakenBackOutOf(field: HTMLElement) {
  await userEvent.click(field);
  await userEvent.keyboard('M-1001{Enter}');
  expect(await screen.findByTestId('opened')).toHaveTextContent('W-ONE');
  expect(field).toHaveValue('');
  await userEvent.click(field);
  await userEvent.keyboard('Ann ');
  await userEvent.keyboard('ZZ-404{Enter}');
  expect(await screen.findByText('No waiver with tag ZZ-404')).toBeVisible();
  expect(field).toHaveValue('Ann ');
}

/** Keys typed by the test on a busy machine can be seconds apart; each is still one burst's. */
const SLOW_MACHINE_GAP_MS = 60_000;

const scanCalls = (bridge: ReturnType<typeof scannerBridge>) =>
  bridge.callsOf('lookupWaivers').filter((call) => (call.request as { scan?: boolean }).scan);

const kinds = () => cues.map((cue) => cue.kind);

describe('the scanner', () => {
  beforeEach(() => {
    tonesStarted = 0;
    cues = [];
    vi.stubGlobal('AudioContext', FakeAudioContext);
    window.addEventListener(CUE_EVENT, onCue);
  });
  afterEach(() => window.removeEventListener(CUE_EVENT, onCue));

  it('opens the one waiver with the scanned tag, from anywhere outside a field, with the pass sound', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'M-1001');
    expect(scanCalls(bridge).map((call) => call.request)).toEqual([{ text: 'M-1001', scan: true }]);
    const opened = await screen.findByTestId('opened');
    expect(opened).toHaveTextContent('W-ONE');
    // The person scanned is marked on the page, which knows a scan opened it (its check-in takes the focus).
    expect(opened).toHaveAttribute('data-person', '-1');
    expect(opened).toHaveAttribute('data-scan', 'M-1001');
    expect(kinds()).toEqual(['pass']);
    expect(tonesStarted).toBe(2);
  });

  it('asks for the waiver’s detail in the moment the scan opens it, not once its page has mounted', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'M-1001');
    // The page under this route is a stand-in that asks for nothing: the one ask is the scan's own.
    expect(await screen.findByTestId('opened')).toHaveTextContent('W-ONE');
    await waitFor(() =>
      expect(bridge.callsOf('getWaiverDetail').map((call) => call.request)).toEqual([{ waiverId: 'W-ONE' }]),
    );
  });

  it('takes the waiver’s page from the scan’s answer when it brings it, and asks for nothing more', async () => {
    const page = detail(signedWaiver({ waiverId: 'W-ONE', autoTag: 'M-1001' }));
    const bridge = installFakeBridge({
      lookupWaivers: (request) => ok({ ...found(request.text, TAGGED[request.text] ?? []), opened: page }),
      getSettings: () => ok(settingsView()),
    });
    const { queryClient } = renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'M-1001');
    expect(await screen.findByTestId('opened')).toHaveTextContent('W-ONE');
    const kept = queryClient.getQueriesData({
      predicate: (query) => query.queryKey.includes('getWaiverDetail'),
    });
    expect(kept.map(([, data]) => data)).toEqual([page]);
    expect(bridge.callsOf('getWaiverDetail')).toEqual([]);
  });

  it('opens the newest valid waiver of a returning customer at once, with the attention sound for its flag', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'M-2002');
    const opened = await screen.findByTestId('opened');
    expect(opened).toHaveTextContent('W-VALID');
    expect(opened).toHaveAttribute('data-scan', 'M-2002');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(kinds()).toEqual(['attention']);
    expect(tonesStarted).toBe(3);
  });

  it('asks, newest first with each verdict, only when none of the tag’s waivers is valid', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'M-3003');
    const list = await screen.findByRole('list', { name: 'Waivers with tag M-3003' });
    const choices = within(list).getAllByRole('link');
    expect(choices.map((choice) => choice.dataset.waiverId)).toEqual(['W-NEW', 'W-OLD']);
    for (const choice of choices) {
      expect(within(choice).getByTestId('person-verdict')).toHaveTextContent('Stop: Waiver expired');
    }
    expect(screen.getByTestId('scan-choose')).toHaveTextContent(
      'All 2 waivers with tag M-3003 are no longer valid. Choose one to see it:',
    );
    expect(kinds()).toEqual(['attention']);
    // The newest has the focus; the older one is one Tab away.
    expect(choices[0]).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('opened')).toHaveTextContent('W-OLD');
  });

  it('reads bursts at 6 ms and at 45 ms a key as scans, and keys a person types 60 ms apart as typing', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    timedBurst(document.body, 'M-1001', 6);
    await screen.findByTestId('opened');
    timedBurst(document.body, 'M-2002', 45, 20_000);
    await waitFor(() => expect(screen.getByTestId('opened')).toHaveTextContent('W-VALID'));
    timedBurst(document.body, 'M-1001', 60, 30_000);
    expect(scanCalls(bridge).map((call) => (call.request as { text: string }).text)).toEqual([
      'M-1001',
      'M-2002',
    ]);
  });

  it('uses the gap, prefix and suffix the desk set in Settings', async () => {
    const bridge = scannerBridge();
    bridge.answer('getSettings', () =>
      ok(
        settingsView({
          preferences: { ...settingsView().preferences, scanGapMs: 80, scanPrefix: '~', scanSuffix: '#' },
        }),
      ),
    );
    renderWithRoutes(bridge, <Scanner />);
    await waitFor(() => expect(bridge.callsOf('getSettings')).not.toHaveLength(0));
    await act(async () => {});
    timedBurst(document.body, '~M-1001#', 70);
    await waitFor(() =>
      expect(scanCalls(bridge).map((call) => call.request)).toEqual([{ text: 'M-1001', scan: true }]),
    );
  });

  it('says plainly when no waiver has the tag, with the miss sound, and offers what to do from the keyboard', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'ZZ-404');
    const notice = await screen.findByTestId('scan-notice');
    expect(notice).toHaveTextContent('No waiver with tag ZZ-404');
    expect(screen.getByRole('alert')).toContainElement(notice);
    expect(screen.getByRole('heading', { level: 1, name: 'Scanned ZZ-404' })).toBeVisible();
    expect(kinds()).toEqual(['miss']);
    expect(tonesStarted).toBe(2);
    expect(screen.queryByTestId('opened')).toBeNull();
    // The first thing to do has the focus; the next is one Tab away.
    const search = screen.getByRole('button', { name: 'Search the service for this tag' });
    expect(search).toHaveFocus();
    await userEvent.tab();
    const send = screen.getByRole('link', { name: 'Send a waiver' });
    expect(send).toHaveFocus();
    expect(send).toHaveAttribute('href', '/send?tab=autoTag&tag=ZZ-404');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('send-screen')).toHaveTextContent('?tab=autoTag&tag=ZZ-404');
  });

  it('replaces whatever was on screen: a miss after an opened waiver leaves nothing of it', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'M-1001');
    expect(await screen.findByTestId('opened')).toHaveTextContent('W-ONE');
    burst(document.body, 'ZZ-404');
    // At once, before the copy answers: the page before is gone.
    expect(screen.queryByTestId('opened')).toBeNull();
    expect(await screen.findByTestId('scan-notice')).toHaveTextContent('No waiver with tag ZZ-404');
    expect(screen.queryByTestId('opened')).toBeNull();
    expect(screen.getByTestId('scan-panel')).toHaveAttribute('data-outcome', 'miss');
  });

  it('keeps the miss until the next scan, and Esc goes back to Today', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const bridge = scannerBridge();
      renderWithRoutes(bridge, <Scanner />);
      burst(document.body, 'ZZ-404');
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByTestId('scan-notice')).toHaveTextContent('ZZ-404');
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(screen.getByTestId('scan-notice')).toHaveTextContent('ZZ-404');
      burst(document.body, 'ZZ-405');
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByTestId('scan-notice')).toHaveTextContent('ZZ-405');
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(screen.queryByTestId('scan-notice')).toBeNull();
      expect(screen.getByText('Today')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('searches the service for the tag when asked, and opens what it found', async () => {
    const bridge = scannerBridge();
    bridge.answer('searchService', (request) =>
      ok(serviceFound(request.text, [tagged('W-FROM-SERVICE', request.text)], { answered: ['tag'] })),
    );
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'ZZ-404');
    await userEvent.click(await screen.findByRole('button', { name: 'Search the service for this tag' }));
    expect(await screen.findByTestId('opened')).toHaveTextContent('W-FROM-SERVICE');
    expect(bridge.callsOf('searchService').map((call) => call.request)).toEqual([
      { text: 'ZZ-404', scan: true },
    ]);
    expect(screen.queryByTestId('scan-notice')).toBeNull();
    expect(kinds()).toEqual(['miss', 'pass']);
  });

  it('says when the service has no waiver with the tag either, and when it asks to wait', async () => {
    const bridge = scannerBridge();
    bridge.answer('searchService', (request) => ok(serviceFound(request.text, [], { answered: ['tag'] })));
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'ZZ-404');
    await userEvent.click(await screen.findByRole('button', { name: 'Search the service for this tag' }));
    expect(await screen.findByTestId('scan-notice-service-none')).toHaveTextContent(
      'The service has no waiver with tag ZZ-404 either.',
    );
    bridge.answer('searchService', () => fail('rate_limited', { retryAfterSeconds: 42 }));
    burst(document.body, 'ZZ-405');
    const search = await screen.findByRole('button', { name: 'Search the service for this tag' });
    await userEvent.click(search);
    expect(await screen.findByText(/again in 0:4\d/)).toBeVisible();
    expect(search).toBeDisabled();
  });

  it('mutes from the miss through Settings, stays quiet, and says where to turn the sounds back on', async () => {
    const bridge = scannerBridge();
    let saved = settingsView();
    bridge.answer('getSettings', () => ok(saved));
    bridge.answer('saveSettings', (patch) => {
      saved = { ...saved, preferences: { ...saved.preferences, ...patch } };
      return ok(saved);
    });
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'ZZ-404');
    await userEvent.click(await screen.findByRole('button', { name: 'Mute scan sounds' }));
    expect(bridge.callsOf('saveSettings').map((call) => call.request)).toEqual([{ scanSounds: false }]);
    const back = await screen.findByRole('link', { name: 'Turn them on in Settings' });
    expect(back).toHaveAttribute('href', '/settings#settings-scanner');
    const before = tonesStarted;
    burst(document.body, 'ZZ-405');
    expect(await screen.findByText('No waiver with tag ZZ-405')).toBeVisible();
    // The cue is still announced (the screen says it), but makes no sound.
    expect(cues.at(-1)).toEqual({ kind: 'miss', tones: 0 });
    expect(tonesStarted).toBe(before);
  });

  it('takes a burst typed into the lookup box back out of it', async () => {
    // What is taken back, not how fast: a gap no slow machine's typing exceeds (the gap's own
    // rule has tests of its own, with stamped keys).
    const bridge = scannerBridge(SLOW_MACHINE_GAP_MS);
    renderWithRoutes(bridge, <Scanner />);
    await expectScansTakenBackOutOf(screen.getByRole('combobox', { name: 'Find a waiver' }));
  });

  it('takes a burst typed into Today’s name filter back out of it: a card scanned while filtering is a scan', async () => {
    const bridge = scannerBridge(SLOW_MACHINE_GAP_MS);
    renderWithRoutes(
      bridge,
      <>
        <FilterHarness />
        <Scanner />
      </>,
    );
    await expectScansTakenBackOutOf(screen.getByRole('searchbox', { name: 'Find in today’s list' }));
  });

  it('gives back a fast run of keys that ends without Enter', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    const box = screen.getByRole('combobox', { name: 'Find a waiver' });
    await userEvent.click(box);
    await userEvent.keyboard('ABCDEF');
    await waitFor(() => expect(box).toHaveValue('ABCDEF'));
    expect(scanCalls(bridge)).toHaveLength(0);
  });

  it('keeps a fast typist’s name as typed when the / that opened the box began the run', async () => {
    // Typed faster than the gap: the run counts as a burst from its / on, then ends without Enter.
    const bridge = scannerBridge(SLOW_MACHINE_GAP_MS);
    renderWithRoutes(bridge, <Scanner />);
    const box = screen.getByRole('combobox', { name: 'Find a waiver' });
    await userEvent.keyboard('/Anas de Vries');
    expect(box).toHaveFocus();
    await waitFor(() => expect(box).toHaveValue('Anas de Vries'));
    expect(scanCalls(bridge)).toHaveLength(0);
  });

  it('puts text that came without a key (a composed letter, a paste) after the held keys, as typed', async () => {
    const bridge = scannerBridge(SLOW_MACHINE_GAP_MS);
    renderWithRoutes(bridge, <Scanner />);
    const box = screen.getByRole('combobox', { name: 'Find a waiver' });
    await userEvent.click(box);
    // Four keys make a burst: held from here on, until a key that is not part of one.
    await userEvent.keyboard('Anab');
    await userEvent.paste('ï');
    await userEvent.keyboard('s de Vries');
    await waitFor(() => expect(box).toHaveValue('Anabïs de Vries'));
    expect(scanCalls(bridge)).toHaveLength(0);
  });

  it('leaves bursts in other fields alone, and a person typing in the box too', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(
      bridge,
      <>
        <label>
          Note <input type="text" />
        </label>
        <Scanner />
      </>,
    );
    const note = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);
    await userEvent.keyboard('M-1001{Enter}');
    expect(note).toHaveValue('M-1001');
    expect(scanCalls(bridge)).toHaveLength(0);

    const box = screen.getByRole('combobox', { name: 'Find a waiver' });
    await userEvent.click(box);
    await act(async () => {
      const person = userEvent.setup({ delay: 80 });
      await person.keyboard('M-1001');
    });
    expect(box).toHaveValue('M-1001');
    expect(scanCalls(bridge)).toHaveLength(0);
  });
});
