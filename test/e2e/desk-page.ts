/** What several end-to-end specs do to a desk's page and its sandbox: steer, listen, clear the focus. */
import type { Page } from '@playwright/test';

/** A call to the sandbox's control endpoint (faults, signings, clock); fails the test on a refusal. */
export async function sandboxControl(
  sandboxUrl: string,
  path: string,
  method: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${sandboxUrl}/__control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json().catch(() => null);
}

/** Counts cues as the sound module announces them, from the page's first script. */
export async function listenForCues(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard = window as unknown as { cues: string[] };
    heard.cues = [];
    window.addEventListener('waiver-desk:cue', (event) => {
      heard.cues.push((event as CustomEvent<{ kind: string }>).detail.kind);
    });
  });
}

export const heardCues = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...(window as unknown as { cues: string[] }).cues]);

/** Nothing has the focus, as after a click on the page's background: where a scanner's burst lands. */
export const focusNothing = (page: Page): Promise<void> =>
  page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
