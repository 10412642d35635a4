/**
 * The words of "Who's at the desk": the name of whoever stands at the counter, given
 * there and recorded with what they do. Texts that take values are small functions of
 * already formatted values.
 */
import { message, texts } from '../../i18n/messages.ts';

export const workerAtDeskText = texts({
  /** No one gave a name: the offer to give one. */
  ask: 'atTheDesk.ask',
  /** The name given. */
  named: (name: string) => message('atTheDesk.named', { name }),
  title: 'atTheDesk.title',
  label: 'atTheDesk.label',
  placeholder: 'atTheDesk.placeholder',
  save: 'atTheDesk.save',
  saving: 'atTheDesk.saving',
  clear: 'atTheDesk.clear',
  cancel: 'atTheDesk.cancel',
});
