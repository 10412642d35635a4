/** Links leaving the browser host's page: the service's hosts open, others are asked about, the rest refused. */
import { act, fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExternalLinkGuard } from '../../../renderer/src/links/ExternalLinkGuard.tsx';
import { type FakeBridge, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { readyInfo } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';

const HOSTS = { hosts: ['console.waivers.example'], domains: ['smartwaiver.com'], localOrigins: [] };

function Links() {
  return (
    <>
      <a href="https://console.waivers.example/w/W1" target="_blank" rel="noopener noreferrer">
        Console
      </a>
      <a href="https://example.org/help" target="_blank" rel="noopener noreferrer">
        Elsewhere
      </a>
      <a href="http://127.0.0.1:5200/auto/?tag=1" target="_blank" rel="noopener noreferrer">
        Insecure
      </a>
      <a href="#/today">Today</a>
    </>
  );
}

let bridge: FakeBridge;
let opened: ReturnType<typeof vi.fn>;

async function renderGuard(host: 'browser' | 'electron') {
  bridge = installFakeBridge({ getLinkHosts: () => ok(HOSTS) });
  bridge.emit({ name: 'accountChanged', payload: readyInfo({ host }) });
  renderInDesk(
    <>
      <Links />
      <ExternalLinkGuard />
    </>,
  );
  if (host === 'browser') {
    await vi.waitFor(() => expect(bridge.callsOf('getLinkHosts')).toHaveLength(1));
    // The answer lands in the guard a render later.
    await act(async () => {});
  }
}

/** A click as the browser delivers it; returns whether the page let the link go its own way. */
function click(name: string, init: MouseEventInit = {}): boolean {
  return fireEvent.click(screen.getByRole('link', { name }), init);
}

beforeEach(() => {
  opened = vi.fn();
  vi.stubGlobal('open', opened);
});

describe('in the browser host', () => {
  it("opens the service's own host in a tab of its own, cut off from the desk", async () => {
    await renderGuard('browser');
    expect(click('Console')).toBe(false);
    expect(opened).toHaveBeenCalledWith(
      'https://console.waivers.example/w/W1',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before another host, naming it, and opens it only when the person agrees', async () => {
    await renderGuard('browser');
    expect(click('Elsewhere')).toBe(false);
    const question = screen.getByRole('alertdialog', { name: 'Open a page on example.org?' });
    expect(question).toHaveTextContent('leads away from the waiver service to example.org');
    // The safe choice has the focus: a stray Enter stays. Tab goes round the two choices only.
    expect(screen.getByRole('button', { name: 'Stay here' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Open example.org' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Stay here' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opened).not.toHaveBeenCalled();

    click('Elsewhere');
    await userEvent.click(screen.getByRole('button', { name: 'Open example.org' }));
    expect(opened).toHaveBeenCalledWith('https://example.org/help', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('never opens a plain http link, and says why', async () => {
    await renderGuard('browser');
    expect(click('Insecure')).toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'This link is not opened' })).toHaveTextContent(
      'not a secure (https) address',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opened).not.toHaveBeenCalled();
  });

  it('applies to a middle click too, and leaves right clicks and the app’s own links alone', async () => {
    await renderGuard('browser');
    const insecure = screen.getByRole('link', { name: 'Insecure' });
    act(() => {
      insecure.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      fireEvent(insecure, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 2 })),
    ).toBe(true);
    expect(click('Today')).toBe(true);
    expect(opened).not.toHaveBeenCalled();
  });

  it('uses the hosts of the account open now', async () => {
    await renderGuard('browser');
    bridge.answer('getLinkHosts', () => ok({ hosts: ['example.org'], domains: [], localOrigins: [] }));
    act(() => bridge.emit({ name: 'accountChanged', payload: readyInfo({ host: 'browser', sessionId: 2 }) }));
    await vi.waitFor(() => expect(bridge.callsOf('getLinkHosts')).toHaveLength(2));
    await vi.waitFor(() => {
      opened.mockClear();
      click('Elsewhere');
      expect(opened).toHaveBeenCalledWith('https://example.org/help', '_blank', 'noopener,noreferrer');
    });
  });
});

describe('in Electron', () => {
  it('leaves links to the main process, which applies the same rule', async () => {
    await renderGuard('electron');
    expect(click('Insecure')).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bridge.callsOf('getLinkHosts')).toHaveLength(0);
  });
});
