import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LookupBox } from '../../../renderer/src/lookup/LookupBox.tsx';
import { ScanNotice } from '../../../renderer/src/scanner/ScanNotice.tsx';
import { useScanner } from '../../../renderer/src/scanner/use-scanner.ts';
import type { WaiverMatch } from '../../../shared/ipc/lookup.ts';
import { installFakeBridge, ok } from '../support/fake-bridge.ts';
import { found, match, renderWithRoutes } from './lookup-fixtures.tsx';

function Scanner() {
  const { notice, dismiss } = useScanner();
  return (
    <>
      <LookupBox />
      <ScanNotice notice={notice} onDismiss={dismiss} />
    </>
  );
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
}

const TAGGED: Record<string, WaiverMatch[]> = {
  'M-1001': [match('W-ONE', 'Ann Smith', { match: 'autoTag', autoTag: 'M-1001' })],
  'M-2002': [
    match('W-TWO', 'Ben Jones', { match: 'autoTag', autoTag: 'M-2002' }),
    match('W-OLD', 'Ben Jones', { match: 'autoTag', autoTag: 'M-2002', createdOn: '2030-01-01T10:00:00Z' }),
  ],
};

function scannerBridge() {
  return installFakeBridge({
    lookupWaivers: (request) => ok(found(request.text, request.scan ? (TAGGED[request.text] ?? []) : [])),
  });
}

/** A scanner's burst: every key at once (well within 35 ms of the last), then Enter. */
function burst(target: Element, text: string) {
  for (const key of text) fireEvent.keyDown(target, { key });
  fireEvent.keyDown(target, { key: 'Enter' });
}

const scanCalls = (bridge: ReturnType<typeof scannerBridge>) =>
  bridge.callsOf('lookupWaivers').filter((call) => (call.request as { scan?: boolean }).scan);

describe('the scanner', () => {
  beforeEach(() => {
    tonesStarted = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
    window.localStorage.clear();
  });
  afterEach(() => window.localStorage.clear());

  it('opens the one waiver with the scanned tag, from anywhere outside a field', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'M-1001');
    expect(scanCalls(bridge).map((call) => call.request)).toEqual([{ text: 'M-1001', scan: true }]);
    expect(await screen.findByTestId('opened')).toHaveTextContent('W-ONE');
  });

  it('lists the waivers when several have the tag, ready to choose from the keyboard', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'M-2002');
    const listbox = await screen.findByRole('listbox', { name: 'Waivers found' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.dataset.waiverId),
    ).toEqual(['W-TWO', 'W-OLD']);
    expect(screen.getByText('2 waivers have tag M-2002: choose one.')).toBeVisible();
    const box = screen.getByRole('combobox', { name: 'Find a waiver' });
    expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('opened')).toHaveTextContent('W-OLD');
  });

  it('says plainly when no waiver has the tag, in a live region, with a sound', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'ZZ-404');
    const notice = await screen.findByTestId('scan-notice');
    expect(notice).toHaveTextContent('No waiver with tag ZZ-404');
    const region = screen.getByTestId('scan-notice-region');
    expect(region).toHaveAttribute('aria-live', 'assertive');
    expect(region).toContainElement(notice);
    expect(tonesStarted).toBeGreaterThan(0);
    expect(screen.queryByTestId('opened')).toBeNull();
    expect(scanCalls(bridge)).toHaveLength(1);
  });

  it('stays quiet once the desk mutes it, and remembers that', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    burst(document.body, 'ZZ-404');
    await userEvent.click(await screen.findByRole('button', { name: 'Mute scanner sound' }));
    expect(window.localStorage.getItem('waiver-desk.scanner-sound')).toBe('off');
    const before = tonesStarted;
    burst(document.body, 'ZZ-405');
    expect(await screen.findByText('No waiver with tag ZZ-405')).toBeVisible();
    expect(tonesStarted).toBe(before);
  });

  it('takes a burst typed into the lookup box back out of it', async () => {
    const bridge = scannerBridge();
    renderWithRoutes(bridge, <Scanner />);
    const box = screen.getByRole('combobox', { name: 'Find a waiver' });
    await userEvent.click(box);
    await userEvent.keyboard('M-1001{Enter}');
    expect(await screen.findByTestId('opened')).toHaveTextContent('W-ONE');
    expect(box).toHaveValue('');

    // A miss opens nothing: what the scanner typed before it was recognised is taken back all the same.
    await userEvent.click(box);
    await userEvent.keyboard('Ann ');
    await userEvent.keyboard('ZZ-404{Enter}');
    expect(await screen.findByText('No waiver with tag ZZ-404')).toBeVisible();
    expect(box).toHaveValue('Ann ');
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
      const person = userEvent.setup({ delay: 60 });
      await person.keyboard('M-1001');
    });
    expect(box).toHaveValue('M-1001');
    expect(scanCalls(bridge)).toHaveLength(0);
  });
});
