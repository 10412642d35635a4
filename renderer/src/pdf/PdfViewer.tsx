/**
 * The signed PDF inside the app: pages drawn by pdf.js to a canvas, with page
 * turning, zoom, Save (the PDF's own bytes) and Print. A modal dialog: Esc or
 * Close returns to the waiver. Loaded lazily, with pdf.js, when first opened.
 */
import { QueryView } from '../components/QueryView.tsx';
import { useModalDialog } from '../components/use-modal-dialog.ts';
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
  const dialog = useModalDialog(onClose);
  const file = useDeskFile({ kind: 'waiver-pdf', waiverId, index: 0 });

  return (
    <dialog
      ref={dialog.ref}
      className="pdf-dialog"
      aria-labelledby={dialog.titleId}
      data-testid="pdf-viewer"
      onCancel={dialog.onCancel}
    >
      <div className="pdf-head">
        <h2 id={dialog.titleId} className="pdf-title">
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
