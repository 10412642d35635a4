/**
 * The words of "Who's at the desk": the name of whoever stands at the counter, given
 * there and recorded with what they do. Texts that take values are small functions of
 * already formatted values.
 */
export const workerAtDeskText = {
  /** No one gave a name: the offer to give one. */
  ask: 'Who’s at the desk?',
  /** The name given. */
  named: (name: string) => `At the desk: ${name}`,
  title:
    'The name of whoever is at the desk, recorded with each check-in, undo and person marked as left (Manage → Check-in trail). Optional; kept on this computer.',
  label: 'Your name at the desk',
  placeholder: 'A first name',
  save: 'Save',
  saving: 'Saving…',
  clear: 'No name',
  cancel: 'Cancel',
} as const;
