/**
 * The signed PDF inside the app: pages drawn by pdf.js to a canvas, with page
 * turning, zoom, Save (the PDF's own bytes) and Print. A modal dialog: Esc or
 * Close returns to the waiver. Loaded lazily, with pdf.js, when first opened.
 */
import { useEffect, useId, useRef } from 'react';
import { QueryView } from '../components/QueryView.tsx';
import { PdfPages } from './PdfPages.tsx';
import { useDeskFile } from './use-desk-file.ts';
import { pdfText } from './words.ts';
import './pdf.css';

interface Props {
  waiverId: string;
  /** What Save calls the file. */
  fileName: string;
  title: string;
  onClose: () => void;
}

export function PdfViewer({ waiverId, fileName, title, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const file = useDeskFile({ kind: 'waiver-pdf', waiverId, index: 0 });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="pdf-dialog"
      aria-labelledby={titleId}
      data-testid="pdf-viewer"
      onCancel={(event) => {
        // Esc: the waiver screen closes the viewer (closing the dialog here would leave it mounted).
        event.preventDefault();
        onClose();
      }}
    >
      <div className="pdf-head">
        <h2 id={titleId} className="pdf-title">
          {title}
        </h2>
        <button type="button" className="button button-outline" onClick={onClose}>
          {pdfText.viewer.close}
        </button>
      </div>
      <div className="pdf-body">
        <QueryView query={file} loadingLabel={pdfText.viewer.fetching}>
          {(blob) => <PdfPages blob={blob} fileName={fileName} title={title} />}
        </QueryView>
      </div>
    </dialog>
  );
}
