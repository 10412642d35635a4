/** Sections of Settings other screens link to (`#/settings#<id>`). */
// not words: element ids
export const SCANNER_SETTINGS_ID = 'settings-scanner';
export const DESK_SETTINGS_ID = 'settings-desk';
export const MINORS_SETTINGS_ID = 'settings-minors';
export const VISITS_SETTINGS_ID = 'settings-visits';
