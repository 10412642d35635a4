/**
 * The words of the not-found screen. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

export const notFoundText = {
  title: 'There is no such screen',
  text: 'The link may be old or mistyped.',
  backToToday: "Back to today's check-ins",
} as const;
