/**
 * The words of the QR code. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */

export const qrText = {
  drawing: 'Drawing the QR code…',
  failed: 'The QR code could not be drawn; copy the link instead.',
} as const;
