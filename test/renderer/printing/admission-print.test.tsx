/**
 * After a check-in on the waiver page: each person's band as the manager's rules
 * give it (the rule the printed card follows), "Print wristband" and "Print label"
 * where a printer is set, one press printing once, the print started by itself
 * where Settings say so, and what became of it in the desk's words.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WaiverScreen } from '../../../renderer/src/screens/waiver/WaiverScreen.tsx';
import type { Admission, CheckInResult } from '../../../shared/ipc/admissions.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import {
  PRINTING_DEFAULTS,
  type PrintingSettings,
  type PrintOutcome,
} from '../../../shared/printing/printing.ts';
import { settingsView } from '../account/account-fixtures.ts';
import { detail, participant, signedWaiver } from '../lookup/lookup-fixtures.tsx';
import { type Answers, deferred, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { readyInfo } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';

const family = signedWaiver({
  waiverId: 'W-LEE',
  participants: [
    participant('Ana', { lastName: 'Lee', isMinor: false }),
    participant('Kai', { lastName: 'Lee', isMinor: true, dob: '2016-01-01' }),
  ],
});

const admission = (position: number, name: string, isMinor: boolean): Admission => ({
  admissionId: `adm-${position}`,
  waiverId: 'W-LEE',
  position,
  name,
  dob: '',
  isMinor,
  autoTag: '',
  title: 'Jump Zone Release of Liability',
  admittedAt: '2031-05-06T12:00:00.000Z',
  day: '2031-05-06',
  deskId: 'desk-1',
  deskName: 'Front desk',
  tone: 'ok',
});
const ADMITTED = [admission(0, 'Ana Lee', false), admission(1, 'Kai Lee', true)];

const SET_UP: PrintingSettings = {
  ...PRINTING_DEFAULTS,
  wristbandPrinter: { kind: 'zpl', host: '192.168.1.50', port: 9100 },
  visitMinutes: 90,
  rules: [{ who: 'minor', endsBy: '', colour: 'red', text: 'Under 18' }],
  otherwise: { colour: 'blue', text: 'Day pass' },
};

function desk(printing: PrintingSettings, answers: Answers = {}) {
  const bridge = installFakeBridge({
    getWaiverDetail: () => ok(detail(family)),
    getSettings: () => ok(settingsView()),
    getPrinting: () => ok({ settings: printing, systemPrinting: true }),
    checkIn: () => ok<CheckInResult>({ status: 'recorded', admissions: ADMITTED, verdicts: {} }),
    ...answers,
  });
  bridge.emit({ name: 'accountChanged', payload: readyInfo({ timeZone: 'UTC' }) });
  renderInDesk(
    <MemoryRouter initialEntries={['/waivers/W-LEE']}>
      <Routes>
        <Route path="/waivers/W-LEE" element={<WaiverScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  return bridge;
}

const checkIn = async () => {
  await userEvent.click(await screen.findByTestId('check-in-button'));
  await screen.findByTestId('check-in-done');
};

describe('wristbands and labels after a check-in', () => {
  it('shows each person’s band as the rules give it, until when their visit lasts', async () => {
    desk(SET_UP);
    await checkIn();
    const bands = await screen.findByTestId('admission-bands');
    const lines = within(bands).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Ana Lee: Blue band, Day pass, until (13:30|01:30\sPM)$/),
      expect.stringMatching(/^Kai Lee: Red band, Under 18, until (13:30|01:30\sPM)$/),
    ]);
    expect(lines.map((line) => line.dataset.colour)).toEqual(['blue', 'red']);
  });

  it('prints wristbands for everyone checked in with one press, once, and says so', async () => {
    const printed = deferred<IpcResult<PrintOutcome>>();
    const bridge = desk(SET_UP, { printForAdmission: () => printed.promise });
    await checkIn();
    const button = await screen.findByRole('button', { name: 'Print 2 wristbands' });
    await userEvent.dblClick(button);
    expect(bridge.callsOf('printForAdmission').map((call) => call.request)).toEqual([
      { purpose: 'wristband', admissionIds: ['adm-0', 'adm-1'] },
    ]);
    expect(screen.getByRole('button', { name: 'Printing wristbands…' })).toBeDisabled();
    await act(async () =>
      printed.resolve(
        ok<PrintOutcome>({
          status: 'printed',
          purpose: 'wristband',
          printer: 'zpl',
          people: [
            { name: 'Ana Lee', colour: 'blue', text: 'Day pass' },
            { name: 'Kai Lee', colour: 'red', text: 'Under 18' },
          ],
        }),
      ),
    );
    expect(await screen.findByText('Printed 2 wristbands.')).toBeVisible();
    // No label printer: no label button.
    expect(screen.queryByRole('button', { name: /label/ })).toBeNull();
  });

  it('prints by itself once when Settings say so, and says in desk words why it did not', async () => {
    const bridge = desk(
      { ...SET_UP, autoWristband: true, labelPrinter: { kind: 'system', deviceName: 'Office' } },
      {
        printForAdmission: (request) =>
          ok<PrintOutcome>({
            status: 'failed',
            purpose: request.purpose,
            problem: { kind: 'refused', host: '192.168.1.50', port: 9100 },
          }),
      },
    );
    await checkIn();
    const status = await within(screen.getByTestId('print-wristband')).findByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'The wristband printer did not take the connection. Check that it is on, and that its address and port in Settings are right.',
      ),
    );
    // Printed by itself once; the label waits for a press.
    expect(bridge.callsOf('printForAdmission').map((call) => call.request)).toEqual([
      { purpose: 'wristband', admissionIds: ['adm-0', 'adm-1'] },
    ]);
    expect(screen.getByRole('button', { name: 'Print again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Print 2 labels' })).toBeEnabled();
    // No address on the counter's screen.
    expect(screen.getByTestId('check-in')).not.toHaveTextContent('192.168');
  });

  it('shows nothing of wristbands while a manager has set none up', async () => {
    desk(PRINTING_DEFAULTS);
    await checkIn();
    expect(screen.queryByTestId('admission-bands')).toBeNull();
    expect(screen.queryByRole('button', { name: /Print/ })).toBeNull();
  });
});
