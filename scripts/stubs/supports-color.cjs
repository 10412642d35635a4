// The terminal colour probe that `debug` (inside electron-updater) loads if it happens
// to be installed: an optional peer, installed here only for the development tools.
// The bundle gets this instead, so it never carries a library package.json does not
// ship, and `debug` falls back to its basic colours as it does without the probe.
throw new Error('The terminal colour probe is not part of Waiver Desk.');
