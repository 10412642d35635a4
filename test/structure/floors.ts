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
 */
export interface Floor {
  /** Top folders of `electron/`, by name. */
  folders: readonly string[];
  /** What the floor holds, and why it stands where it does. */
  holds: string;
  /** The folders of this floor import none of each other (the hosts: each stands on its own). */
  apart?: boolean;
}

/** From the ground up. */
export const FLOORS: readonly Floor[] = [
  {
    folders: ['files', 'logging', 'settings', 'secrets', 'http', 'sandbox'],
    holds:
      "The desk's foundations: owner-only files, the log, the settings file, the secret stores, the HTTP layer; and the sandbox services, which import nothing of the main process.",
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
