/**
 * Rows of the shared copy the feed could not read (a body that does not open:
 * damaged, or written without the account's key), set aside so following goes
 * on past them. Each is kept by its table and id with when it was first met, so
 * the desk can say how many there are and since when; a row read well later (the
 * leader wrote it again) or gone from the shared copy leaves the list. The list
 * is kept in the desk's own copy beside the feed's cursor: a restart does not
 * forget a row the cursor has already passed.
 */

export type SharedTable = 'templates' | 'waivers' | 'checkins' | 'admissions' | 'admission_changes';

export interface UnreadableRow {
  table: SharedTable;
  id: string;
}

export interface UnreadableSummary {
  count: number;
  /** When the first row still set aside was met (epoch ms); null when there is none. */
  sinceMs: number | null;
}

export const UNREADABLE_ROWS_KEY = 'shared-unreadable';
/** A copy this damaged is counted past this, not listed: the list stays small. */
const MOST_LISTED = 10_000;

const keyOf = (row: UnreadableRow) => `${row.table}\u0000${row.id}`;
const TABLES: readonly SharedTable[] = [
  'templates',
  'waivers',
  'checkins',
  'admissions',
  'admission_changes',
];

export class UnreadableRows {
  /** By table and id: when the row was first met. */
  readonly #rows = new Map<string, { row: UnreadableRow; sinceMs: number }>();

  static read(raw: string | null): UnreadableRows {
    const rows = new UnreadableRows();
    if (!raw) return rows;
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (!Array.isArray(parsed)) return rows;
      for (const item of parsed) {
        const [table, id, sinceMs] = Array.isArray(item) ? item : [];
        if (TABLES.includes(table) && typeof id === 'string' && Number.isFinite(sinceMs))
          rows.setAside({ table, id }, sinceMs as number);
      }
    } catch {
      // A list that does not read starts over: the rows still bad are met again.
    }
    return rows;
  }

  /** Sets a row aside; true when it was not already. */
  setAside(row: UnreadableRow, now: number): boolean {
    const key = keyOf(row);
    if (this.#rows.has(key) || this.#rows.size >= MOST_LISTED) return false;
    this.#rows.set(key, { row, sinceMs: now });
    return true;
  }

  /** The row was read well (or is gone); true when it had been set aside. */
  readAgain(row: UnreadableRow): boolean {
    return this.#rows.delete(keyOf(row));
  }

  rows(): UnreadableRow[] {
    return [...this.#rows.values()].map((entry) => entry.row);
  }

  summary(): UnreadableSummary {
    let sinceMs: number | null = null;
    for (const entry of this.#rows.values())
      if (sinceMs === null || entry.sinceMs < sinceMs) sinceMs = entry.sinceMs;
    return { count: this.#rows.size, sinceMs };
  }

  serialize(): string {
    return JSON.stringify([...this.#rows.values()].map(({ row, sinceMs }) => [row.table, row.id, sinceMs]));
  }
}
