/**
 * Settings' Wristbands and labels (a manager's, behind the PIN with the rest of
 * Settings): the wristband and label printers, whether each prints by itself after
 * a check-in, how long a visit lasts, and the rules that give a band its colour
 * and text. Checked with the contract's own schema (each message beside its
 * field), saved once per press. The browser host says this computer's printers
 * cannot be used there.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { DeskError } from '../../../shared/ipc/errors.ts';
import {
  type PrintingSettings,
  type PrintingView,
  printingSettingsSchema,
} from '../../../shared/printing/printing.ts';
import { usePrinting } from '../account/account-queries.ts';
import { callDesk } from '../bridge/index.ts';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { describeFailure } from '../components/failure.ts';
import { QueryView } from '../components/QueryView.tsx';
import { checkForm, type FieldErrors, focusFirstInvalid } from '../forms/check-form.ts';
import { refreshAccountViews } from '../query/keys.ts';
import { BandRules } from './BandRules.tsx';
import { PrinterFields } from './PrinterFields.tsx';
import { type PrinterField, type PrintingInputs, toInputs, toRequest } from './printing-form.ts';
import { WholeNumberBox } from './WholeNumberBox.tsx';
import { printingSettingsText } from './words.ts';
import './printing.css';
import { refusedFields } from '../i18n/word-field.ts';

const words = printingSettingsText;

/** The messages of one printer, by its own field names (`wristbandPrinter.host` → `host`). */
function printerErrors(errors: FieldErrors, printer: PrinterField): FieldErrors {
  const prefix = `${printer}.`;
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, message]) =>
      field.startsWith(prefix)
        ? [[field.slice(prefix.length), message]]
        : field === printer
          ? [['kind', message]]
          : [],
    ),
  );
}

const PRINTERS = [
  { purpose: 'wristband', field: 'wristbandPrinter', auto: 'autoWristband' },
  { purpose: 'label', field: 'labelPrinter', auto: 'autoLabel' },
] as const;

/** "Saved" outlives the form, which starts again from what was saved. */
interface SavedNote {
  onSaved(): void;
  onEdit(): void;
}

function PrintingForm({ saved, note }: { saved: PrintingView; note: SavedNote }) {
  const queryClient = useQueryClient();
  const [inputs, setInputs] = useState<PrintingInputs>(() => toInputs(saved.settings));
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const save = useMutation({
    mutationFn: (settings: PrintingSettings) => callDesk('savePrinting', settings),
    onSuccess: () => {
      note.onSaved();
      void refreshAccountViews(queryClient);
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  const checked = checkForm(printingSettingsSchema, toRequest(inputs));
  const serverFields = refusedFields(save.error);
  const errors: FieldErrors = { ...serverFields, ...(checked.ok ? {} : checked.fields) };
  const refusal = save.error && !(save.error instanceof DeskError && save.error.fields) ? save.error : null;
  const edit = (patch: Partial<PrintingInputs>) => {
    setInputs((current) => ({ ...current, ...patch }));
    note.onEdit();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    if (!checked.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    sending.current = true;
    save.mutate(checked.data);
  };

  return (
    <form ref={formRef} className="form-stack" onSubmit={submit} noValidate aria-label={words.formLabel}>
      {PRINTERS.map(({ purpose, field, auto }) => (
        <PrinterFields
          key={purpose}
          purpose={purpose}
          inputs={inputs[field]}
          errors={printerErrors(errors, field)}
          onChange={(patch) => edit({ [field]: { ...inputs[field], ...patch } })}
          auto={inputs[auto]}
          onAuto={(on) => edit({ [auto]: on })}
          systemPrinting={saved.systemPrinting}
        />
      ))}
      <WholeNumberBox
        name="visitMinutes"
        label={words.visit.label}
        help={words.visit.help}
        error={errors.visitMinutes}
        value={inputs.visitMinutes}
        onChange={(visitMinutes) => edit({ visitMinutes })}
      />
      <BandRules
        rules={inputs.rules}
        otherwise={inputs.otherwise}
        errors={errors}
        onRules={(rules) => edit({ rules })}
        onOtherwise={(otherwise) => edit({ otherwise })}
      />
      {refusal ? <ErrorPanel failure={describeFailure(refusal)} /> : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? words.saving : words.save}
        </button>
      </div>
    </form>
  );
}

export const PRINTING_SETTINGS_ID = 'settings-printing';

export function PrintingSection() {
  const printing = usePrinting();
  const [savedNote, setSavedNote] = useState(false);
  const note: SavedNote = { onSaved: () => setSavedNote(true), onEdit: () => setSavedNote(false) };
  return (
    <section className="settings-section" aria-labelledby={PRINTING_SETTINGS_ID}>
      <h2 id={PRINTING_SETTINGS_ID}>{words.heading}</h2>
      <p className="form-help">{words.intro}</p>
      {printing.data && !printing.data.systemPrinting ? (
        <p className="form-help" role="note" data-testid="printing-in-browser">
          {words.inBrowser}
        </p>
      ) : null}
      <QueryView query={printing} loadingLabel={words.loading}>
        {(view) => <PrintingForm key={JSON.stringify(view.settings)} saved={view} note={note} />}
      </QueryView>
      <p className="form-saved" role="status">
        {savedNote ? words.saved : ''}
      </p>
    </section>
  );
}
