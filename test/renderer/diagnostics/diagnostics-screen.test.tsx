/** The Diagnostics screen: each check in words, a fresh run on request, and the report copied for support. */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import english from '../../../renderer/locales/en.json' with { type: 'json' };
import spanish from '../../../renderer/locales/es.json' with { type: 'json' };
import { putCatalogInUse } from '../../../renderer/src/i18n/messages.ts';
import { DiagnosticsScreen } from '../../../renderer/src/screens/diagnostics/DiagnosticsScreen.tsx';
import type { DiagnosticsReport } from '../../../shared/ipc/diagnostics.ts';
import { type FakeBridge, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { readyInfo, ZONE } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';

function report(overrides: Partial<DiagnosticsReport> = {}): DiagnosticsReport {
  return {
    ranAt: '2031-05-06T09:20:00.000Z',
    account: { mode: 'configured', baseUrl: 'https://api.waivers.example', statusUrl: '' },
    checks: [
      {
        name: 'reachable',
        title: 'Base URL reachable',
        outcome: 'PASS',
        found: 'https://api.waivers.example/ping answered "pong"',
        fix: null,
        said: {
          found: [{ id: 'doctor.waiver.pong', values: { address: 'https://api.waivers.example' } }],
          fix: [],
        },
      },
      {
        name: 'api-key',
        title: 'API key accepted',
        outcome: 'FAIL',
        found: 'the service refused the key (401)',
        fix: 'the key was refused: generate a new API token in the account dashboard and give it to this desk in Settings',
        said: {
          found: [{ id: 'doctor.waiver.keyRefused', values: { status: 401 } }],
          fix: [{ id: 'doctor.waiver.fix.keyRefused', values: { variable: 'WAIVER_DESK_API_KEY' } }],
        },
      },
      {
        name: 'clock',
        title: 'Clock and time zone',
        outcome: 'WARN',
        found: 'clock 3 min behind the service',
        fix: 'Set this computer’s clock to update automatically (network time).',
        said: {
          found: [{ id: 'doctor.clock.skew', values: { unit: 'minutes', amount: 3, direction: 'behind' } }],
          fix: [{ id: 'doctor.clock.fix.networkTime' }],
        },
      },
    ],
    failed: true,
    text: 'Waiver Desk doctor: account at https://api.waivers.example\n\nFAIL  API key accepted …',
    leftOut: { waivers: 0, checkinsToday: 0, templates: 0 },
    ...overrides,
  };
}

function renderScreen(answer: () => DiagnosticsReport = report): FakeBridge {
  const bridge = installFakeBridge({ runDiagnostics: () => ok(answer()) });
  bridge.emit({ name: 'accountChanged', payload: readyInfo() });
  renderInDesk(<DiagnosticsScreen />);
  return bridge;
}

/** The screen in Spanish, with a check newer than the page after the usual three: it found `found`. */
function renderInSpanishWithALaterCheck(found: string): void {
  renderScreen(() =>
    report({
      checks: [
        ...report().checks,
        {
          name: 'a-later-check',
          title: 'A check this page does not know',
          outcome: 'PASS',
          found,
          fix: null,
          said: { found: [{ id: 'doctor.aLaterCheck.ok' }], fix: [] },
        },
      ],
    }),
  );
}

describe('the Diagnostics screen', () => {
  it('titles each check in the language in use by the check’s name, not the doctor’s English', async () => {
    putCatalogInUse('es', 'es-US', spanish, english);
    try {
      renderInSpanishWithALaterCheck('ok');
      const list = await screen.findByRole('list', { name: spanish['diagnostics.checks.label'] });
      const titles = within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
      expect(titles).toEqual([
        'Dirección del servicio accesible',
        'Clave de API aceptada',
        'Reloj y zona horaria',
        // A check newer than the page keeps the doctor's own title rather than none.
        'A check this page does not know',
      ]);
    } finally {
      putCatalogInUse('en', 'en-US', english);
    }
  });

  it('words what each check found and what to do in the language in use, for the desk rather than the terminal', async () => {
    putCatalogInUse('es', 'es-US', spanish, english);
    try {
      renderInSpanishWithALaterCheck('found in English');
      const list = await screen.findByRole('list', { name: spanish['diagnostics.checks.label'] });
      const items = within(list).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent('https://api.waivers.example/ping respondió "pong"');
      expect(items[1]).toHaveTextContent('el servicio rechazó la clave (401)');
      expect(items[1]).toHaveTextContent(
        'la clave fue rechazada: genere un nuevo token de API en el panel de la cuenta y déselo a este mostrador en Ajustes',
      );
      // The screen names Settings, never the terminal's variable.
      expect(items[1]).not.toHaveTextContent('WAIVER_DESK_API_KEY');
      expect(items[2]).toHaveTextContent('reloj 3 min por detrás del servicio');
      expect(items[2]).toHaveTextContent('Configure el reloj de este ordenador para que se ajuste solo');
      // A message the page does not know keeps the doctor's own words rather than an id.
      expect(items[3]).toHaveTextContent('found in English');
      expect(list).not.toHaveTextContent('doctor.');
    } finally {
      putCatalogInUse('en', 'en-US', english);
    }
  });

  it('says what the copy could not keep for lack of an id, and that nothing was when so', async () => {
    renderScreen(() => report({ leftOut: { waivers: 3, checkinsToday: 1, templates: 0 } }));
    const section = await screen.findByRole('region', { name: 'Records the desk could not keep' });
    expect(section).toHaveTextContent('3 waivers');
    expect(section).toHaveTextContent('1 check-in today');
    expect(section).not.toHaveTextContent('template');
    expect(section).toHaveTextContent('nothing on them says which record they are');
  });

  it('says the copy kept every record the service sent', async () => {
    renderScreen();
    expect(await screen.findByTestId('diagnostics-left-out')).toHaveTextContent(
      'The desk kept every record the service sent.',
    );
  });

  it('shows each check with its outcome in words, what was found and what to do', async () => {
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Checks' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Fine');
    expect(items[0]).toHaveTextContent('Base URL reachable');
    expect(items[0]).not.toHaveTextContent('What to do');
    expect(items[1]).toHaveTextContent('Needs fixing');
    expect(items[1]).toHaveTextContent('the service refused the key (401)');
    expect(items[1]).toHaveTextContent('What to do: the key was refused');
    expect(items[2]).toHaveTextContent('Worth a look');
    expect(screen.getByText(/1 check needs fixing/)).toBeInTheDocument();
    // In the desk's zone (London, summer time).
    expect(screen.getByText(/^Checked at 10:20/)).toBeInTheDocument();
    expect(ZONE).toBe('Europe/London');
  });

  it('runs the checks again on request', async () => {
    let run = 0;
    const bridge = renderScreen(() => {
      run++;
      return run === 1 ? report() : report({ checks: report().checks.slice(0, 1), failed: false });
    });
    await screen.findByText(/1 check needs fixing/);
    await userEvent.click(screen.getByRole('button', { name: 'Run the checks again' }));
    expect(await screen.findByText('Everything checked is fine: this desk is ready.')).toBeInTheDocument();
    expect(bridge.callsOf('runDiagnostics')).toHaveLength(2);
  });

  it('copies the report with the Clipboard API', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy report' }));
    expect(writeText).toHaveBeenCalledWith(report().text);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText(/paste it into your message to support/)).toBeInTheDocument();
  });

  it('falls back to the copy command when the clipboard is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: {
        writeText: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
      },
    });
    const copied: string[] = [];
    const execCommand = vi.fn((command: string) => {
      const area = document.activeElement as HTMLTextAreaElement | null;
      copied.push(`${command}:${area?.value ?? ''}`);
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy report' }));
    await waitFor(() => expect(copied).toEqual([`copy:${report().text}`]));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // The stand-in text area is gone again.
    expect(document.querySelectorAll('textarea')).toHaveLength(0);
  });

  it('shows the report selected to copy by hand when nothing may copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    Object.defineProperty(document, 'execCommand', { value: vi.fn(() => false), configurable: true });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy report' }));
    const byHand = await screen.findByRole('textbox', { name: 'The report' });
    expect(byHand).toHaveValue(report().text);
    expect(screen.getByText(/press Ctrl\+C/)).toBeInTheDocument();
    await waitFor(() => expect((byHand as HTMLTextAreaElement).selectionEnd).toBe(report().text.length));
  });
});
