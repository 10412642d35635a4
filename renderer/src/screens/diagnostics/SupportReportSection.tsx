/**
 * "Save a support report": the desk makes one redacted file (checks, versions,
 * settings, its copy, recent logs, crashes) and the page saves it as a download,
 * in the desktop app and the browser alike.
 */
import { useMutation } from '@tanstack/react-query';
import { callDesk } from '../../bridge/index.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure } from '../../components/failure.ts';
import { saveBlob } from '../../pdf/save-file.ts';
import { diagnosticsText } from './words.ts';

const words = diagnosticsText.support;

export function SupportReportSection() {
  const save = useMutation({
    mutationFn: () => callDesk('makeSupportReport', {}),
    onSuccess: (report) =>
      saveBlob(new Blob([report.text], { type: 'text/plain;charset=utf-8' }), report.fileName),
  });
  return (
    <section className="diagnostics-section" aria-labelledby="diagnostics-support">
      <h2 id="diagnostics-support">{words.heading}</h2>
      <p className="form-help">{words.intro}</p>
      <button type="button" className="button" onClick={() => save.mutate()} disabled={save.isPending}>
        {save.isPending ? words.making : words.save}
      </button>
      <p role="status" className="diagnostics-copy-status">
        {save.data ? words.saved(save.data.fileName) : ''}
      </p>
      {save.error ? <ErrorPanel failure={describeFailure(save.error)} /> : null}
    </section>
  );
}
