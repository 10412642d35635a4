/**
 * A `<dialog>` shown modal for as long as its component is mounted. Esc asks the
 * owner to close it (`onClose`): closing the dialog itself would leave it mounted.
 */
import { type SyntheticEvent, useEffect, useId, useRef } from 'react';

export interface ModalDialog {
  ref: React.RefObject<HTMLDialogElement | null>;
  /** For the dialog's `aria-labelledby` and its heading's id. */
  titleId: string;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
}

export function useModalDialog(onClose: () => void): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return {
    ref,
    titleId,
    onCancel: (event) => {
      event.preventDefault();
      onClose();
    },
  };
}
