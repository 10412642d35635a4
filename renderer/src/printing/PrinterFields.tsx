/**
 * One printer in Settings: its kind, then what that kind needs (which of this
 * computer's printers; or the network printer's address, port and, for ESC/POS,
 * character set), each field with its message beside it; whether it prints by
 * itself after a check-in; and a test print on the printer as typed, before
 * anything is saved.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  ESCPOS_CODEPAGES,
  type EscposCodepage,
  PRINTER_KINDS,
  type PrinterKind,
  type PrintPurpose,
  printerSchema,
} from '../../../shared/printing/printing.ts';
import { callDesk } from '../bridge/index.ts';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { describeFailure, type Failure } from '../components/failure.ts';
import { checkForm, type FieldErrors } from '../forms/check-form.ts';
import { FormField } from '../forms/FormField.tsx';
import { printProblemWords } from './print-words.ts';
import { type PrinterInputs, printerRequest } from './printing-form.ts';
import { WholeNumberBox } from './WholeNumberBox.tsx';
import { printingSettingsText } from './words.ts';

const words = printingSettingsText;

type Test = { state: 'idle' } | { state: 'printing' } | { state: 'done'; ok: boolean; text: string };

function SystemPrinterChoice({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (name: string) => void;
}) {
  const printers = useQuery({
    queryKey: ['printing', 'listPrinters'],
    queryFn: ({ signal }) => callDesk('listPrinters', {}, { signal }),
  });
  const listed = printers.data?.available ? printers.data.printers : [];
  const gone = value !== '' && !listed.some((printer) => printer.name === value);
  const help = printers.isPending
    ? words.deviceName.loading
    : printers.isSuccess && listed.length === 0
      ? words.deviceName.none
      : undefined;
  return (
    <FormField label={words.deviceName.label} error={error} help={help}>
      {(control) => (
        <select
          {...control}
          name="deviceName"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{words.deviceName.choose}</option>
          {listed.map((printer) => (
            <option key={printer.name} value={printer.name}>
              {printer.displayName}
            </option>
          ))}
          {gone ? <option value={value}>{words.deviceName.gone(value)}</option> : null}
        </select>
      )}
    </FormField>
  );
}

interface Props {
  purpose: PrintPurpose;
  inputs: PrinterInputs;
  /** This printer's messages, by its own field names. */
  errors: FieldErrors;
  onChange: (patch: Partial<PrinterInputs>) => void;
  auto: boolean;
  onAuto: (auto: boolean) => void;
  /** This computer's printers can be used here (the desktop app). */
  systemPrinting: boolean;
}

export function PrinterFields({ purpose, inputs, errors, onChange, auto, onAuto, systemPrinting }: Props) {
  const [test, setTest] = useState<Test>({ state: 'idle' });
  const [testFailure, setTestFailure] = useState<Failure | null>(null);
  /** One press prints once, however fast the second comes. */
  const testing = useRef(false);
  const network = inputs.kind === 'zpl' || inputs.kind === 'escpos';
  const change = (patch: Partial<PrinterInputs>) => {
    setTest({ state: 'idle' });
    onChange(patch);
  };

  const testPrint = async () => {
    const checked = checkForm(printerSchema, printerRequest(inputs));
    if (!checked.ok || testing.current) return;
    testing.current = true;
    setTest({ state: 'printing' });
    setTestFailure(null);
    try {
      const outcome = await callDesk('testPrint', { purpose, printer: checked.data });
      setTest(
        outcome.status === 'printed'
          ? { state: 'done', ok: true, text: words.tested }
          : { state: 'done', ok: false, text: printProblemWords(purpose, outcome.problem) },
      );
    } catch (error) {
      setTest({ state: 'idle' });
      setTestFailure(describeFailure(error));
    } finally {
      testing.current = false;
    }
  };

  return (
    <fieldset className="printing-printer form-stack" data-testid={`printer-${purpose}`}>
      <legend>{words.printers[purpose]}</legend>
      <FormField label={words.kind.label} error={errors.kind}>
        {(control) => (
          <select
            {...control}
            name="kind"
            value={inputs.kind}
            onChange={(event) => change({ kind: event.target.value as PrinterKind })}
          >
            {PRINTER_KINDS.map((kind) => (
              <option
                key={kind}
                value={kind}
                disabled={kind === 'system' && !systemPrinting && inputs.kind !== kind}
              >
                {words.kind[kind]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {inputs.kind === 'system' && systemPrinting ? (
        <SystemPrinterChoice
          value={inputs.deviceName}
          error={errors.deviceName}
          onChange={(deviceName) => change({ deviceName })}
        />
      ) : null}
      {network ? (
        <div className="settings-numbers">
          <FormField label={words.host.label} error={errors.host} help={words.host.help}>
            {(control) => (
              <input
                {...control}
                name="host"
                type="text"
                spellCheck={false}
                autoComplete="off"
                value={inputs.host}
                onChange={(event) => change({ host: event.target.value })}
              />
            )}
          </FormField>
          <WholeNumberBox
            name="port"
            label={words.port.label}
            help={words.port.help}
            error={errors.port}
            value={inputs.port}
            onChange={(port) => change({ port })}
          />
        </div>
      ) : null}
      {inputs.kind === 'escpos' ? (
        <FormField label={words.codepage.label} error={errors.codepage} help={words.codepage.help}>
          {(control) => (
            <select
              {...control}
              name="codepage"
              value={inputs.codepage}
              onChange={(event) => change({ codepage: event.target.value as EscposCodepage })}
            >
              {ESCPOS_CODEPAGES.map((codepage) => (
                <option key={codepage} value={codepage}>
                  {words.codepage.options[codepage]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      {inputs.kind !== 'none' ? (
        <>
          <label className="form-choice">
            <input
              type="checkbox"
              name={`auto-${purpose}`}
              checked={auto}
              onChange={(event) => onAuto(event.currentTarget.checked)}
            />
            {words.auto[purpose]}
          </label>
          <div className="form-actions">
            <button
              type="button"
              className="button-quiet"
              disabled={test.state === 'printing'}
              onClick={() => void testPrint()}
            >
              {test.state === 'printing' ? words.testing : words.test}
            </button>
            <span
              role="status"
              className={test.state === 'done' ? (test.ok ? 'print-done' : 'print-problem') : 'print-done'}
              data-testid={`test-print-${purpose}`}
            >
              {test.state === 'done' ? test.text : ''}
            </span>
          </div>
          {testFailure ? <ErrorPanel failure={testFailure} /> : null}
        </>
      ) : null}
    </fieldset>
  );
}
