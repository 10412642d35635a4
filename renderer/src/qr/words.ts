/**
 * The words of the QR code. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */

import { texts } from '../i18n/messages.ts';

export const qrText = texts({
  drawing: 'qr.drawing',
  failed: 'qr.failed',
});
