/**
 * The camera as a scanner, with the camera itself stood in for: nothing asks for
 * it until "Use camera"; a code it reads goes to the scan path once while it stays
 * in view; it lets the camera go when the screen changes, when the window is
 * hidden and when asked; a camera refused, absent or busy is said in desk words.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraScanner } from '../../../renderer/src/camera/CameraScanner.tsx';
import { cameraProblemOf } from '../../../renderer/src/camera/camera-problem.ts';
import { createRepeatFilter } from '../../../renderer/src/camera/repeat-filter.ts';

interface Started {
  onCode: (text: string) => void;
  onBroken: (error: unknown) => void;
  stop: ReturnType<typeof vi.fn>;
}

const camera = vi.hoisted(() => ({
  started: [] as Started[],
  /** What the next start does: null starts, an error is thrown as the browser would. */
  refuse: null as Error | null,
}));

vi.mock('../../../renderer/src/camera/camera-reader.ts', () => ({
  startCameraReader: vi.fn(
    async (_video: HTMLVideoElement, onCode: Started['onCode'], onBroken: Started['onBroken']) => {
      if (camera.refuse) throw camera.refuse;
      const started = { onCode, onBroken, stop: vi.fn() };
      camera.started.push(started);
      return { stop: started.stop };
    },
  ),
}));

const domError = (name: string) => new DOMException('the browser’s own words', name);

function desk() {
  const onCode = vi.fn();
  render(
    <MemoryRouter initialEntries={['/today']}>
      <CameraScanner onCode={onCode} />
      <Routes>
        <Route path="/today" element={<Link to="/waivers/W1">Open a waiver</Link>} />
        <Route path="/waivers/W1" element={<p>A waiver</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return onCode;
}

const pressUseCamera = () => userEvent.click(screen.getByRole('button', { name: 'Use camera' }));
const reading = () =>
  waitFor(() => expect(screen.getByTestId('camera-status')).toHaveAttribute('data-state', 'reading'));

beforeEach(() => {
  camera.started.length = 0;
  camera.refuse = null;
});
afterEach(() => {
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});

describe('the camera as a scanner', () => {
  it('asks for the camera only once someone presses Use camera', async () => {
    desk();
    expect(screen.queryByTestId('camera-video')).toBeNull();
    expect(camera.started).toHaveLength(0);
    await pressUseCamera();
    await reading();
    expect(camera.started).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Stop camera' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('camera-status')).toHaveTextContent(
      'Hold the customer’s code up to the camera.',
    );
  });

  it('sends a code to the scan path once while it stays in view, trimmed', async () => {
    const onCode = desk();
    await pressUseCamera();
    await reading();
    const [started] = camera.started;
    act(() => {
      started?.onCode(' M-003686\n');
      started?.onCode('M-003686');
      started?.onCode('M-003686');
    });
    expect(onCode.mock.calls).toEqual([['M-003686']]);
    act(() => started?.onCode('C-10442'));
    expect(onCode.mock.calls).toEqual([['M-003686'], ['C-10442']]);
  });

  it('lets the camera go when the screen changes, and starts only when asked again', async () => {
    desk();
    await pressUseCamera();
    await reading();
    await userEvent.click(screen.getByRole('link', { name: 'Open a waiver' }));
    expect(await screen.findByText('A waiver')).toBeVisible();
    expect(camera.started[0]?.stop).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('camera-video')).toBeNull();
    expect(screen.getByRole('button', { name: 'Use camera' })).toHaveAttribute('aria-pressed', 'false');
    expect(camera.started).toHaveLength(1);
  });

  it('lets the camera go when the window is hidden, and when asked', async () => {
    desk();
    await pressUseCamera();
    await reading();
    act(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, value: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(camera.started[0]?.stop).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('camera-video')).toBeNull();

    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    await pressUseCamera();
    await reading();
    await userEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(camera.started[1]?.stop).toHaveBeenCalledTimes(1);
  });

  it('says in desk words when the camera is refused, absent or busy', async () => {
    desk();
    for (const [name, words] of [
      ['NotAllowedError', 'Waiver Desk may not use the camera.'],
      ['NotFoundError', 'No camera was found. Connect one, or use the scanner or the lookup box.'],
      ['NotReadableError', 'The camera is in use by another program.'],
    ] as const) {
      camera.refuse = domError(name);
      await pressUseCamera();
      await waitFor(() => expect(screen.getByTestId('camera-status')).toHaveTextContent(words));
      expect(screen.getByTestId('camera-status')).not.toHaveTextContent('the browser’s own words');
      await userEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
    }
  });

  it('says so when reading stops by itself', async () => {
    desk();
    await pressUseCamera();
    await reading();
    act(() => camera.started[0]?.onBroken(new Error('the decoder stopped')));
    expect(screen.getByTestId('camera-status')).toHaveTextContent(
      'The camera stopped reading codes. Press Use camera to start it again.',
    );
  });
});

describe('the camera’s rules, alone', () => {
  it('reads a code again only after it was out of view a while, or after another code', () => {
    const passes = createRepeatFilter(3_000);
    expect(passes('A', 0)).toBe(true);
    expect(passes('A', 2_000)).toBe(false);
    expect(passes('A', 4_500)).toBe(false); // still held up: seen 2.5 s before
    expect(passes('A', 8_000)).toBe(true);
    expect(passes('B', 8_100)).toBe(true);
    expect(passes('A', 8_200)).toBe(true);
  });

  it('names what the browser threw as a problem the desk words', () => {
    expect(cameraProblemOf(domError('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(domError('SecurityError'))).toBe('denied');
    expect(cameraProblemOf(domError('OverconstrainedError'))).toBe('no-camera');
    expect(cameraProblemOf(domError('AbortError'))).toBe('busy');
    expect(cameraProblemOf(new TypeError('x'))).toBe('failed');
    expect(cameraProblemOf('not an error')).toBe('failed');
  });
});
