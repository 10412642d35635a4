/**
 * The `odd-records` fault: list answers whose records the client has to read one by
 * one. On every page the first record loses fields that do not identify it and,
 * when the page holds two or more, the last record loses what identifies it. It
 * works on the wire form, after the shape is applied, and copies what it changes.
 */

interface OddRecordRule {
  /** Left out of the first record: it stays identifiable. */
  incomplete: readonly string[];
  /** Left out of the last record: nothing identifies it any more. */
  unidentifiable: readonly string[];
}

const CHECKIN_RULE: OddRecordRule = {
  // Without its id too: still known by its waiver, position and time.
  incomplete: ['checkinId', 'dateSigned', 'templateId'],
  unidentifiable: ['waiverId', 'checkinId'],
};

const WAIVER_RULE: OddRecordRule = {
  incomplete: ['templateId', 'createdOn', 'autoTag'],
  unidentifiable: ['waiverId'],
};

/** Envelope types whose member is (or holds) a list of records. */
const RULES: ReadonlyMap<string, OddRecordRule> = new Map([
  ['checkins', CHECKIN_RULE],
  ['search_results', WAIVER_RULE],
  ['waivers', WAIVER_RULE],
]);

export function carriesRecordList(type: string): boolean {
  return RULES.has(type);
}

function without(record: unknown, fields: readonly string[]): unknown {
  if (typeof record !== 'object' || record === null) return record;
  return Object.fromEntries(Object.entries(record).filter(([field]) => !fields.includes(field)));
}

function oddList(records: readonly unknown[], rule: OddRecordRule): unknown[] {
  const list = [...records];
  if (list.length > 0) list[0] = without(list[0], rule.incomplete);
  if (list.length > 1) list[list.length - 1] = without(list[list.length - 1], rule.unidentifiable);
  return list;
}

/** The payload of an envelope of `type` with its records made odd; other payloads as they are. */
export function withOddRecords(type: string, payload: unknown): unknown {
  const rule = RULES.get(type);
  if (!rule) return payload;
  if (Array.isArray(payload)) return oddList(payload, rule);
  if (typeof payload === 'object' && payload !== null && 'checkins' in payload) {
    const { checkins } = payload;
    return Array.isArray(checkins) ? { ...payload, checkins: oddList(checkins, rule) } : payload;
  }
  return payload;
}
