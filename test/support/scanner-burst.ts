/**
 * Keys as a keyboard-wedge scanner (or a person) sends them, stamped on the sender's
 * own clock through the DevTools protocol: each key `gapMs` after the last. (Sent with
 * `page.keyboard.type`, the gaps would be the test runner's, which stretch under load,
 * and a scan that only sometimes counts as one tests nothing.)
 */
import type { Page } from '@playwright/test';

export interface KeyTiming {
  /** Milliseconds between two keys; a list gives each gap in turn (a person's uneven rhythm). */
  gapMs: number | readonly number[];
  /** Ends with Enter (a scanner does). */
  enter?: boolean;
}

export async function sendKeys(page: Page, text: string, { gapMs, enter = true }: KeyTiming): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const keys = [
    ...[...text].map((char) => ({ key: char, text: char })),
    ...(enter ? [{ key: 'Enter', text: '\r', code: 'Enter', windowsVirtualKeyCode: 13 }] : []),
  ];
  const gaps = typeof gapMs === 'number' ? [] : gapMs;
  let timestamp = Date.now() / 1_000;
  // Sent all at once and awaited together: the protocol keeps their order, and a test runner
  // starved of the processor cannot stretch a burst past the page's real-time quiet rule.
  const sent: Promise<unknown>[] = [];
  for (const [index, key] of keys.entries()) {
    if (index > 0) timestamp += (gaps[index - 1] ?? (typeof gapMs === 'number' ? gapMs : 100)) / 1_000;
    sent.push(
      cdp.send('Input.dispatchKeyEvent', {
        type: 'keyDown',
        unmodifiedText: key.text,
        ...key,
        timestamp,
      }),
      cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: key.key, timestamp: timestamp + 0.001 }),
    );
  }
  await Promise.all(sent);
  await cdp.detach();
}

/** A scan at a USB scanner's pace: 5 ms a key, then Enter. */
export const scan = (page: Page, text: string): Promise<void> => sendKeys(page, text, { gapMs: 5 });
