/**
 * What a desk is called on the admissions it records, in Today and among the desks
 * sharing a copy: the computer's name (`os.hostname()`) from its first run, until
 * someone names it in Settings. Desks of one venue are different computers, so
 * each gets a name of its own without anyone choosing one.
 */
import { hostname } from 'node:os';
import type { SettingsStore } from './schema.ts';

/** The longest desk name the settings keep. */
export const DESK_NAME_MAX = 60;

/** What every desk was called before desks were named after their computer; a desk never renamed still has it. */
const FORMER_DEFAULT = 'Front desk';

/** The computer's name as a desk name: its first label ("FRONT-PC" of "FRONT-PC.venue.lan"), within bounds. */
export function computerDeskName(name: string = hostname()): string {
  const first = name.trim().split('.')[0] ?? '';
  return (first || name.trim()).slice(0, DESK_NAME_MAX);
}

/**
 * Gives the desk its computer's name when nobody has named it: at its first run,
 * and once for a desk that still has the name every desk used to be given.
 * Returns the name the desk goes by.
 */
export function settleDeskName(settings: SettingsStore, computerName: string = computerDeskName()): string {
  const kept = settings.get('deskName');
  if (settings.get('deskNameChosen') || (kept !== '' && kept !== FORMER_DEFAULT)) return kept;
  if (computerName === '') return kept;
  try {
    settings.set('deskName', computerName);
  } catch {
    // A settings folder that cannot be written: the desk goes by the computer's name all the same.
  }
  return computerName;
}
