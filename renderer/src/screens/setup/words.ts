/**
 * The words of the set-up screen. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */

export const setupText = {
  title: 'This desk is not connected to an account',
  /** When the desk gave no reason of its own. */
  noAccountOpen: 'No account is open on this desk.',
  /** The account's settings were sound, but opening it failed (the log says why). */
  couldNotOpen: 'The account could not be opened.',
  /** The administrator fixed the setting at fault; `lockedNote` is commonText.forms.lockedNote. */
  fixedByAdministrator: (lockedNote: string) =>
    `That is ${lockedNote}, so only they can correct it. Ask whoever looks after this computer.`,
  connectTitle: 'Connect the account',
  demo: {
    title: 'Or explore the demo account',
    text: 'Meanwhile you can explore the app on the demo account. It shows sample check-ins and waivers, not real customers.',
  },
} as const;
