/**
 * A scan, as a keyboard-wedge scanner's keys reach the page: each key stamped
 * 5 ms after the last on the scanner's own clock, then Enter. (Sent with
 * `page.keyboard.type(tag, { delay: 5 })`, the gaps are the test runner's: on
 * a shared machine they stretch past 35 ms under load, and a scan that only
 * sometimes counts as one tests nothing.)
 */
import type { Page } from '@playwright/test';

export async function scan(page: Page, text: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1_000;
  const keys = [
    ...[...text].map((char) => ({ key: char, text: char })),
    { key: 'Enter', text: '\r', code: 'Enter', windowsVirtualKeyCode: 13 },
  ];
  for (const [index, key] of keys.entries()) {
    const timestamp = start + index * 0.005;
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      unmodifiedText: key.text,
      ...key,
      timestamp,
    });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: key.key, timestamp: timestamp + 0.001 });
  }
  await cdp.detach();
}
