/**
 * The floors of the main process: every top folder of `electron/` stands on one,
 * and a folder imports only folders on its own floor or below. The first floor
 * is the ground. Folders on one floor may import each other, never in a circle
 * (the structure check refuses any circle of imports between top folders).
 *
 * Below every floor is `shared/`, the only code the main process and the page
 * both import; it imports neither. The page (`renderer/`) and the main process
 * never import each other: the page reaches main only through the contract.
 *
 * On a floor marked `apart` the folders do not import each other at all.
 *
 * A new top folder of `electron/` goes on a floor here, or the check fails.
 *
 * The page stands on floors of its own (`PAGE_FLOORS`, at the end), by the same rules.
 */
export interface Floor {
  /** Top folders of `electron/` (of `renderer/src/` for the page, where a file at its top stands on a floor too), by name. */
  folders: readonly string[];
  /** What the floor holds, and why it stands where it does. */
  holds: string;
  /** The folders of this floor import none of each other (the hosts: each stands on its own). */
  apart?: boolean;
}

/** From the ground up. */
export const FLOORS: readonly Floor[] = [
  {
    folders: ['files', 'logging', 'settings', 'secrets', 'http'],
    holds:
      "The desk's foundations: owner-only files, the log, the settings file, the secret stores, the HTTP layer. (The sandbox services are a package of their own: sandbox-entries.test.ts.)",
  },
  {
    folders: ['records'],
    holds:
      "How the waiver service's records are read off the wire: owned alike by the client, the cache and the shared copy.",
  },
  { folders: ['cache'], holds: "The desk's encrypted local copy." },
  { folders: ['services'], holds: 'The waiver and status clients, the sync, the status monitor.' },
  { folders: ['shared-copy'], holds: 'The copy desks share in PostgreSQL, written through the sync.' },
  {
    folders: ['runtime'],
    holds: 'Account sessions over the services and copies; the headless sync service.',
  },
  {
    folders: ['updates', 'recovery', 'support'],
    holds:
      'Running a fleet of counter PCs: when a desk looks for updates and installs them; crash dumps and what the desk does after a crash; what a support report gathers and how it is laid out.',
  },
  {
    folders: ['ipc'],
    holds: "The desk's error words and the dispatch of a contract call, below every host.",
  },
  {
    folders: ['doctor'],
    holds: 'The checks of a configuration, run from the command line and by Diagnostics.',
  },
  { folders: ['desk'], holds: "The contract's handlers, by feature, and the desk runtime that serves them." },
  {
    folders: ['serving'],
    holds: 'What both hosts serve alike: security headers, the built page, file failures.',
  },
  {
    folders: ['browser-host', 'main', 'preload'],
    holds:
      'The hosts: the browser host, Electron main and its preload; what two of them share stands below them.',
    apart: true,
  },
];

/**
 * The floors of the page (`renderer/src/`), from the ground up: every top folder, and
 * every file at its top, stands on one, and imports only its own floor or below, never
 * in a circle. Every floor may read the words and formats below it; a feature links to
 * a screen through `navigation/` and the routes in `paths.ts`, never by importing the
 * screen. A new top folder or file of `renderer/src/` goes on a floor here, or the check fails.
 */
export const PAGE_FLOORS: readonly Floor[] = [
  {
    folders: ['records', 'paths.ts', 'no-eval.ts'],
    holds:
      "The ground, which imports nothing of the page: the desk's answers read field by field before any screen sees them (the bridge reads them on the way), the screens' routes, and zod told not to try eval.",
  },
  {
    folders: ['bridge'],
    holds:
      "The page's only way to the main process: its transports, calls answered with records already read, failures handed up as main sent them.",
  },
  {
    folders: ['i18n', 'format'],
    holds:
      "Words and formats: the catalogs and the messages every words module reads, the words every screen shares; numbers, times, a waiver's dates and ages as the page's language writes them.",
  },
  {
    folders: ['query', 'desk', 'navigation'],
    holds:
      "State: the query cache's keys, client and retries; the desk's own state, following main's events, with the reads of the open session; the way to a screen, with what the visit tells it.",
  },
  {
    folders: ['components', 'forms', 'failures', 'print', 'qr'],
    holds:
      'What features and screens are built of: panels and the view of a query, form fields, failures worded and shown, printing without a window, QR codes.',
  },
  {
    folders: [
      'account',
      'camera',
      'headcount',
      'links',
      'lookup',
      'manager',
      'pdf',
      'printing',
      'scanner',
      'status',
      'sync',
      'verdict',
    ],
    holds:
      "Features: the account's forms and reads, the camera as a scanner, the headcount, the guard on links, the lookup box with a tag's opening and its sounds, the manager's lock, the PDF viewer, wristbands and labels, the scanner, service status, the sync's line and toasts, each person's verdict.",
  },
  { folders: ['screens'], holds: 'The screens the routes open.' },
  {
    folders: ['shell', 'routes.tsx', 'App.tsx', 'main.tsx', 'styles.css'],
    holds:
      'The frame around every screen (header, navigation, notices, the language shown), the routes, the app and its entry.',
  },
];
