/**
 * The desk's local encrypted waiver cache: one SQLite file (node:sqlite, WAL) that the
 * sync engine fills and the lookup screen reads. Bodies are sealed (bodies.ts), the
 * lookup index holds only folded names, keyed hashes, signing times and auto-tags
 * (index-entries.ts), and the file is verified and migrated on open (database.ts).
 * Synchronous by design: run it off the main thread through worker/ so a large ingest
 * never stalls the UI.
 */

import { join } from 'node:path';
import type { DatabaseSync, SQLOutputValue, StatementSync } from 'node:sqlite';
import {
  type DeskRules,
  type VerdictSubject,
  verdictSubjectOf,
  type WaiverVerdict,
  waiverVerdict,
} from '../../shared/desk/verdict.ts';
import type { CheckIn, SignedWaiver, WaiverTemplate } from '../../shared/domain/waiver.ts';
import type { Admission, AdmissionChange } from '../../shared/ipc/admissions.ts';
import { ensurePrivateDir } from '../files/owner-only.ts';
import { readSearchResultsBody, unreadableOf } from '../records/readers.ts';
import {
  recordIds,
  sealAdmission,
  sealAdmissionChange,
  sealCheckIn,
  sealTemplate,
  sealWaiver,
  unsealAdmission,
  unsealAdmissionChange,
  unsealCheckIn,
  unsealTemplate,
  unsealWaiver,
} from './bodies.ts';
import { removeCacheFiles } from './cache-files.ts';
import { openCacheDatabase } from './database.ts';
import { CacheClosedError, InvalidCacheArgumentError } from './errors.ts';
import { VOCABULARY_MIN_LETTERS, type WaiverEntry, waiverEntryOf } from './index-entries.ts';
import { type LookupOptions, type LookupRow, WaiverLookup } from './lookup.ts';
import { PersonIdAllocator } from './person-ids.ts';
import {
  type CheckInInput,
  epochMsOf,
  keyedCheckins,
  normalizeTemplate,
  normalizeWaiver,
  type StoredWaiver,
  type TemplateInput,
  type WaiverInput,
} from './records.ts';
import { CACHE_MIGRATIONS } from './schema/migrations.ts';
import { type CacheKeys, deriveCacheKeys, seal, sealMark, unseal } from './seal.ts';
import {
  type CacheCounts,
  type CachedFile,
  type CacheStore,
  DEFAULT_CACHE_FILE_NAME,
  FILE_KINDS,
  type FileKind,
  type OpenCacheStoreOptions,
  type OpenedCacheStore,
  type PageIngest,
  type PurgeResult,
  type PutFileOptions,
  type PutResult,
} from './types.ts';
import { deletionKeys, letterCount } from './typo.ts';

interface PreparedWaiver {
  waiver: StoredWaiver;
  entry: WaiverEntry;
  body: Buffer;
}

/** Waivers whose verdict subjects are kept between calls (about 300 bytes each). */
const VERDICT_SUBJECTS_KEPT = 50_000;
/** Admissions kept unsealed between calls (a busy day's, several times over). */
const ADMISSIONS_KEPT = 20_000;
/** Check-ins kept unsealed between calls (a busy day's, several times over). */
const CHECKINS_KEPT = 50_000;

/**
 * When an admission (`a`) was undone and when marked as left, the first of each (epoch ms), or
 * null; a mark taken back since (a `leftTakenBack` naming it) is no mark.
 */
const ADMISSION_CHANGED = `
  (SELECT min(at_ms) FROM admission_changes c WHERE c.admission_id = a.admission_id AND c.kind = 'undone') AS undone_ms,
  (SELECT min(at_ms) FROM admission_changes c WHERE c.admission_id = a.admission_id AND c.kind = 'left'
    AND NOT EXISTS (SELECT 1 FROM admission_changes b
      WHERE b.admission_id = a.admission_id AND b.kind = 'leftTakenBack' AND b.takes_back = c.change_id)) AS left_ms`;

const CHANGE_KINDS: ReadonlySet<string> = new Set(['undone', 'left', 'leftTakenBack']);

interface PendingPerson {
  id: number;
  waiverRowId: number;
  entry: WaiverEntry['people'][number];
}

class SqliteCacheStore implements CacheStore {
  readonly path: string;
  readonly #keys: CacheKeys;
  readonly #now: () => number;
  #db: DatabaseSync | null;
  readonly #lookup: WaiverLookup;
  readonly #sql: ReturnType<typeof prepareStatements>;
  /** Words already in the name vocabulary; loaded on first write, null until then or after a purge. */
  #vocabulary: Set<string> | null = null;
  /**
   * What the verdict reads of each waiver, by waiver id, with the mark of the sealed body
   * it was read from: Today's refresh asks again for the same thousands of waivers, and
   * opening each body again (decrypt, inflate, parse) was most of its time. A body sealed
   * again since (a newer version of the waiver, by this connection or another) has a new
   * mark and is read again.
   */
  readonly #verdictSubjects = new Map<string, { mark: string; subject: VerdictSubject }>();
  /** Admissions unsealed already, by id (see `listAdmissions`). */
  readonly #admissions = new Map<string, Admission>();
  /**
   * The day's check-ins unsealed already, by key, with the mark of the body they were read
   * from: Today reads the whole day again after every admission, and opening ten thousand
   * bodies each time held a scan behind it for a second.
   */
  readonly #checkins = new Map<string, { mark: string; checkin: CheckIn }>();

  constructor(db: DatabaseSync, keys: CacheKeys, options: Required<OpenCacheStoreOptions>) {
    this.#db = db;
    this.#keys = keys;
    this.#now = options.now;
    this.path = join(options.dir, options.fileName);
    this.#lookup = new WaiverLookup(db, keys);
    this.#sql = prepareStatements(db);
  }

  #open(): DatabaseSync {
    if (!this.#db) throw new CacheClosedError();
    return this.#db;
  }

  #transaction<T>(work: () => T): T {
    const db = this.#open();
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }

  putWaivers(inputs: readonly WaiverInput[]): PutResult {
    this.#open();
    // The last copy of a waiver in the batch wins, as if they had been put one by one.
    const byId = new Map<string, PreparedWaiver>();
    let skipped = 0;
    for (const input of inputs) {
      const waiver = normalizeWaiver(input);
      if (waiver === null) {
        skipped += 1;
        continue;
      }
      byId.set(waiver.waiverId, {
        waiver,
        entry: waiverEntryOf(waiver, this.#keys),
        body: sealWaiver(this.#keys, waiver),
      });
    }
    const known = this.#knownVocabulary();
    const added = new Set<string>();
    this.#transaction(() => this.#writeWaivers([...byId.values()], known, added));
    for (const word of added) known.add(word);
    return { stored: byId.size, skipped };
  }

  #writeWaivers(waivers: readonly PreparedWaiver[], known: ReadonlySet<string>, added: Set<string>): void {
    const sql = this.#sql;
    const storedMs = this.#now();
    const allocator = new PersonIdAllocator(sql.highestPersonId);
    const pending: PendingPerson[] = [];
    for (const { waiver, entry, body } of waivers) {
      const row = sql.upsertWaiver.get(
        waiver.waiverId,
        waiver.templateId,
        entry.createdMs,
        storedMs,
        entry.autoTag,
        body,
      );
      const waiverRowId = Number(row?.id);
      sql.deletePeopleOf.run(waiverRowId);
      const first = allocator.take(entry.createdMs, entry.people.length);
      entry.people.forEach((person, index) => {
        pending.push({ id: first + index, waiverRowId, entry: person });
      });
    }
    // Ascending ids let the full-text index buffer the whole batch into one segment.
    pending.sort((a, b) => a.id - b.id);
    for (const { id, waiverRowId, entry } of pending) {
      sql.insertPerson.run(id, waiverRowId, entry.position);
      if (entry.words.length > 0) sql.insertNameWords.run(id, entry.words.join(' '));
      if (entry.keys.length > 0) sql.insertPersonKeys.run(id, entry.keys.join(' '));
      for (const word of entry.words) {
        if (known.has(word) || added.has(word) || letterCount(word) < VOCABULARY_MIN_LETTERS) continue;
        added.add(word);
        sql.insertVocabularyWord.run(word);
        for (const key of deletionKeys(word)) sql.insertTypoKey.run(key, word);
      }
    }
  }

  #knownVocabulary(): Set<string> {
    if (!this.#vocabulary) {
      this.#vocabulary = new Set(this.#sql.vocabulary.all().map((row) => String(row.word)));
    }
    return this.#vocabulary;
  }

  putResultPages(bodies: readonly string[]): PageIngest {
    const waivers = bodies.map(readSearchResultsBody);
    const result = this.putWaivers(waivers.flat());
    let newestMs: number | null = null;
    for (const signed of waivers.flat()) {
      const at = Date.parse(signed.createdOn);
      if (!Number.isNaN(at) && (newestMs === null || at > newestMs)) newestMs = at;
    }
    return { ...result, ...unreadableOf(waivers), newestMs };
  }

  getWaiver(waiverId: string): SignedWaiver | null {
    this.#open();
    const row = this.#sql.waiverBody.get(waiverId);
    if (!row) return null;
    return { ...unsealWaiver(this.#keys, waiverId, row.body as Uint8Array), pdf: '' };
  }

  waiverVerdicts(waiverIds: readonly string[], rules: DeskRules): Record<string, WaiverVerdict> {
    this.#open();
    // No prototype: a waiver id is the service's token, and may be any word.
    const verdicts: Record<string, WaiverVerdict> = Object.create(null);
    for (const waiverId of new Set(waiverIds)) {
      const row = waiverId === '' ? undefined : this.#sql.waiverBody.get(waiverId);
      if (!row) continue;
      try {
        verdicts[waiverId] = waiverVerdict(this.#verdictSubject(waiverId, row.body as Uint8Array), rules);
      } catch {
        // A body that cannot be read has no verdict; the day's other rows keep theirs.
      }
    }
    return verdicts;
  }

  #verdictSubject(waiverId: string, body: Uint8Array): VerdictSubject {
    const mark = sealMark(body);
    const known = this.#verdictSubjects.get(waiverId);
    if (known?.mark === mark) return known.subject;
    const subject = verdictSubjectOf(unsealWaiver(this.#keys, waiverId, body));
    // A bound on what is kept: a busy day's waivers several times over.
    if (this.#verdictSubjects.size >= VERDICT_SUBJECTS_KEPT) this.#verdictSubjects.clear();
    this.#verdictSubjects.set(waiverId, { mark, subject });
    return subject;
  }

  lookup(text: string, options?: LookupOptions): LookupRow[] {
    this.#open();
    return this.#lookup.lookup(text, options);
  }

  signedSince(fromMs: number, options?: LookupOptions): LookupRow[] {
    this.#open();
    return this.#lookup.signedSince(fromMs, options);
  }

  countSigned(fromMs: number, toMs: number): number {
    this.#open();
    return Number(this.#sql.countSigned.get(fromMs, toMs)?.held ?? 0);
  }

  putTemplates(inputs: readonly TemplateInput[]): PutResult {
    const templates = inputs.map(normalizeTemplate).filter((template) => template !== null);
    this.#transaction(() => {
      for (const template of templates)
        this.#sql.upsertTemplate.run(template.templateId, sealTemplate(this.#keys, template));
    });
    return { stored: templates.length, skipped: inputs.length - templates.length };
  }

  getTemplates(): WaiverTemplate[] {
    this.#open();
    return this.#sql.allTemplates
      .all()
      .map((row) => unsealTemplate(this.#keys, String(row.template_id), row.body as Uint8Array));
  }

  putCheckins(inputs: readonly CheckInInput[]): PutResult {
    const { byKey, unidentified } = keyedCheckins(inputs);
    const storedMs = this.#now();
    this.#transaction(() => {
      for (const [key, checkin] of byKey) {
        this.#sql.upsertCheckin.run(
          key,
          checkin.waiverId,
          epochMsOf(checkin.date),
          storedMs,
          sealCheckIn(this.#keys, key, checkin),
        );
      }
    });
    return { stored: byKey.size, skipped: unidentified };
  }

  listCheckins(fromMs: number, toMs: number): CheckIn[] {
    this.#open();
    return this.#sql.checkinsBetween.all(fromMs, toMs).map((row) => {
      const key = String(row.checkin_key);
      const body = row.body as Uint8Array;
      const mark = sealMark(body);
      const known = this.#checkins.get(key);
      if (known?.mark === mark) return known.checkin;
      const checkin = unsealCheckIn(this.#keys, key, body);
      if (this.#checkins.size >= CHECKINS_KEPT) this.#checkins.clear();
      this.#checkins.set(key, { mark, checkin });
      return checkin;
    });
  }

  putAdmissions(admissions: readonly Admission[]): PutResult {
    const storedMs = this.#now();
    let stored = 0;
    let skipped = 0;
    this.#transaction(() => {
      for (const admission of admissions) {
        const atMs = Date.parse(admission.admittedAt);
        if (!admission.admissionId || !/^\d{4}-\d{2}-\d{2}$/.test(admission.day) || Number.isNaN(atMs)) {
          skipped += 1;
          continue;
        }
        const changes = this.#sql.insertAdmission.run(
          admission.admissionId,
          admission.day,
          atMs,
          admission.waiverId,
          admission.position,
          admission.deskId,
          storedMs,
          sealAdmission(this.#keys, admission),
        ).changes;
        stored += Number(changes);
      }
    });
    return { stored, skipped };
  }

  /**
   * The day's admissions, newest first, with the changes made to them. Every lookup asks
   * (who is already in), so each is unsealed once and kept: an admission never changes
   * once stored (what happened to it since is a change of its own, read beside it).
   */
  listAdmissions(day: string, options: { undone?: boolean } = {}): Admission[] {
    this.#open();
    return this.#sql.admissionsOfDay
      .all(day)
      .filter((row) => options.undone === true || row.undone_ms === null)
      .map((row) => this.#admissionOf(row));
  }

  getAdmission(admissionId: string): Admission | null {
    this.#open();
    const row = this.#sql.admissionById.get(admissionId);
    return row ? this.#admissionOf(row) : null;
  }

  #admissionOf(row: Record<string, SQLOutputValue>): Admission {
    const id = String(row.admission_id);
    let admission = this.#admissions.get(id);
    if (!admission) {
      admission = unsealAdmission(this.#keys, id, row.body as Uint8Array);
      if (this.#admissions.size >= ADMISSIONS_KEPT) this.#admissions.clear();
      this.#admissions.set(id, admission);
    }
    if (row.undone_ms === null && row.left_ms === null) return admission;
    return {
      ...admission,
      ...(row.undone_ms === null ? {} : { undoneAt: new Date(Number(row.undone_ms)).toISOString() }),
      ...(row.left_ms === null ? {} : { leftAt: new Date(Number(row.left_ms)).toISOString() }),
    };
  }

  putAdmissionChanges(changes: readonly AdmissionChange[]): PutResult {
    const storedMs = this.#now();
    let stored = 0;
    let skipped = 0;
    this.#transaction(() => {
      for (const change of changes) {
        const atMs = Date.parse(change.at);
        if (
          !change.changeId ||
          !change.admissionId ||
          !CHANGE_KINDS.has(change.kind) ||
          // A take-back names the mark it takes back.
          (change.kind === 'leftTakenBack') !==
            (typeof change.takesBack === 'string' && change.takesBack !== '') ||
          !/^\d{4}-\d{2}-\d{2}$/.test(change.day) ||
          Number.isNaN(atMs)
        ) {
          skipped += 1;
          continue;
        }
        const inserted = this.#sql.insertAdmissionChange.run(
          change.changeId,
          change.admissionId,
          change.kind,
          change.day,
          atMs,
          change.deskId,
          storedMs,
          sealAdmissionChange(this.#keys, change),
          change.takesBack ?? null,
        ).changes;
        stored += Number(inserted);
      }
    });
    return { stored, skipped };
  }

  listAdmissionChanges(day: string): AdmissionChange[] {
    this.#open();
    return this.#sql.admissionChangesOfDay
      .all(day)
      .map((row) => unsealAdmissionChange(this.#keys, String(row.change_id), row.body as Uint8Array));
  }

  admissionChangesOf(admissionId: string): AdmissionChange[] {
    this.#open();
    return this.#sql.admissionChangesOf
      .all(admissionId)
      .map((row) => unsealAdmissionChange(this.#keys, String(row.change_id), row.body as Uint8Array));
  }

  putFile(
    kind: FileKind,
    id: string,
    bytes: Uint8Array,
    contentType: string,
    options: PutFileOptions = {},
  ): void {
    this.#open();
    assertFileKind(kind);
    if (id === '') throw new InvalidCacheArgumentError('a file needs an id');
    const waiverId = options.waiverId ?? (kind === 'pdf' ? id : null);
    const body = seal(this.#keys, recordIds.file(kind, id, contentType), bytes);
    this.#sql.upsertFile.run(kind, id, waiverId, contentType, bytes.byteLength, this.#now(), body);
  }

  getFile(kind: FileKind, id: string): CachedFile | null {
    this.#open();
    assertFileKind(kind);
    const row = this.#sql.file.get(kind, id);
    if (!row) return null;
    const contentType = String(row.content_type);
    const bytes = unseal(this.#keys, recordIds.file(kind, id, contentType), row.body as Uint8Array);
    return {
      kind,
      id,
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      contentType,
      waiverId: row.waiver_id === null ? null : String(row.waiver_id),
      storedMs: Number(row.stored_ms),
    };
  }

  heldFileIds(kind: FileKind, ids: readonly string[]): string[] {
    this.#open();
    assertFileKind(kind);
    if (ids.length === 0) return [];
    return this.#sql.heldFiles.all(kind, JSON.stringify(ids)).map((row) => String(row.file_id));
  }

  getSyncState(key: string): string | null {
    this.#open();
    const row = this.#sql.syncState.get(key);
    return row ? String(row.value) : null;
  }

  setSyncState(key: string, value: string | null): void {
    this.#open();
    if (value === null) this.#sql.deleteSyncState.run(key);
    else this.#sql.upsertSyncState.run(key, value);
  }

  purgeOlderThan(epochMs: number): PurgeResult {
    const db = this.#open();
    // Overwrite what is deleted instead of leaving it in free pages: retention means gone.
    db.exec('PRAGMA secure_delete = ON');
    try {
      const result = this.#transaction(() => {
        const files = Number(this.#sql.purgeFiles.run(epochMs, epochMs).changes);
        const waivers = Number(this.#sql.purgeWaivers.run(epochMs).changes);
        const checkins = Number(this.#sql.purgeCheckins.run(epochMs).changes);
        const admissions = Number(this.#sql.purgeAdmissions.run(epochMs).changes);
        this.#sql.purgeAdmissionChanges.run(epochMs);
        if (admissions > 0) this.#admissions.clear();
        // Words nobody is called any more leave the vocabulary and its typo keys too.
        this.#sql.purgeTypoKeys.run();
        this.#sql.purgeVocabulary.run();
        return { waivers, checkins, files, admissions };
      });
      this.#vocabulary = null;
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      return result;
    } finally {
      db.exec('PRAGMA secure_delete = OFF');
    }
  }

  counts(): CacheCounts {
    this.#open();
    const row = this.#sql.counts.get() ?? {};
    return {
      waivers: Number(row.waivers),
      people: Number(row.people),
      templates: Number(row.templates),
      checkins: Number(row.checkins),
      files: Number(row.files),
      fileBytes: Number(row.file_bytes),
    };
  }

  close(): void {
    const db = this.#db;
    if (!db) return;
    this.#db = null;
    this.#admissions.clear();
    this.#checkins.clear();
    db.close();
  }

  wipe(): void {
    this.close();
    removeCacheFiles(this.path);
  }
}

function assertFileKind(kind: string): asserts kind is FileKind {
  if (!(FILE_KINDS as readonly string[]).includes(kind)) {
    throw new InvalidCacheArgumentError(
      `unknown file kind ${JSON.stringify(kind)}; one of ${FILE_KINDS.join(', ')}`,
    );
  }
}

function prepareStatements(db: DatabaseSync) {
  const sql = (text: string): StatementSync => db.prepare(text);
  return {
    upsertWaiver: sql(`
      INSERT INTO waivers (waiver_id, template_id, created_ms, stored_ms, auto_tag, body)
      VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (waiver_id) DO UPDATE SET
        template_id = excluded.template_id, created_ms = excluded.created_ms, stored_ms = excluded.stored_ms,
        auto_tag = excluded.auto_tag, body = excluded.body
      RETURNING id`),
    deletePeopleOf: sql('DELETE FROM people WHERE waiver_id = ?'),
    highestPersonId: sql('SELECT max(id) AS top FROM people WHERE id >= ? AND id < ?'),
    insertPerson: sql('INSERT INTO people (id, waiver_id, position) VALUES (?, ?, ?)'),
    insertNameWords: sql('INSERT INTO name_words (rowid, words) VALUES (?, ?)'),
    insertPersonKeys: sql('INSERT INTO person_keys (rowid, keys) VALUES (?, ?)'),
    vocabulary: sql('SELECT word FROM name_vocabulary'),
    insertVocabularyWord: sql('INSERT OR IGNORE INTO name_vocabulary (word) VALUES (?)'),
    insertTypoKey: sql('INSERT OR IGNORE INTO name_typo_keys (key, word) VALUES (?, ?)'),
    waiverBody: sql('SELECT body FROM waivers WHERE waiver_id = ?'),
    countSigned: sql('SELECT count(*) AS held FROM waivers WHERE created_ms >= ? AND created_ms <= ?'),
    upsertTemplate: sql(
      'INSERT INTO templates (template_id, body) VALUES (?, ?) ON CONFLICT (template_id) DO UPDATE SET body = excluded.body',
    ),
    allTemplates: sql('SELECT template_id, body FROM templates ORDER BY template_id'),
    upsertCheckin: sql(`
      INSERT INTO checkins (checkin_key, waiver_id, date_ms, stored_ms, body) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (checkin_key) DO UPDATE SET
        waiver_id = excluded.waiver_id, date_ms = excluded.date_ms, stored_ms = excluded.stored_ms, body = excluded.body`),
    checkinsBetween: sql(
      'SELECT checkin_key, body FROM checkins WHERE date_ms >= ? AND date_ms < ? ORDER BY date_ms, checkin_key',
    ),
    insertAdmission: sql(`
      INSERT INTO admissions (admission_id, day, at_ms, waiver_id, position, desk_id, stored_ms, body)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (admission_id) DO NOTHING`),
    admissionsOfDay: sql(`
      SELECT admission_id, body, ${ADMISSION_CHANGED} FROM admissions a
      WHERE day = ? ORDER BY at_ms DESC, admission_id`),
    admissionById: sql(
      `SELECT admission_id, body, ${ADMISSION_CHANGED} FROM admissions a WHERE admission_id = ?`,
    ),
    insertAdmissionChange: sql(`
      INSERT INTO admission_changes (change_id, admission_id, kind, day, at_ms, desk_id, stored_ms, body, takes_back)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (change_id) DO NOTHING`),
    admissionChangesOfDay: sql(
      'SELECT change_id, body FROM admission_changes WHERE day = ? ORDER BY at_ms DESC, change_id',
    ),
    admissionChangesOf: sql(
      'SELECT change_id, body FROM admission_changes WHERE admission_id = ? ORDER BY at_ms DESC, change_id',
    ),
    upsertFile: sql(`
      INSERT INTO files (kind, file_id, waiver_id, content_type, byte_length, stored_ms, body) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (kind, file_id) DO UPDATE SET
        waiver_id = excluded.waiver_id, content_type = excluded.content_type, byte_length = excluded.byte_length,
        stored_ms = excluded.stored_ms, body = excluded.body`),
    file: sql('SELECT waiver_id, content_type, stored_ms, body FROM files WHERE kind = ? AND file_id = ?'),
    heldFiles: sql(
      'SELECT file_id FROM files WHERE kind = ? AND file_id IN (SELECT value FROM json_each(?))',
    ),
    syncState: sql('SELECT value FROM sync_state WHERE key = ?'),
    upsertSyncState: sql(
      'INSERT INTO sync_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
    deleteSyncState: sql('DELETE FROM sync_state WHERE key = ?'),
    // A file goes with its waiver; a file of no cached waiver goes by its own age.
    purgeFiles: sql(`
      DELETE FROM files WHERE waiver_id IN (SELECT waiver_id FROM waivers WHERE coalesce(created_ms, stored_ms) < ?1)
        OR (stored_ms < ?2 AND (waiver_id IS NULL OR waiver_id NOT IN (SELECT waiver_id FROM waivers)))`),
    purgeWaivers: sql('DELETE FROM waivers WHERE coalesce(created_ms, stored_ms) < ?'),
    purgeCheckins: sql('DELETE FROM checkins WHERE coalesce(date_ms, stored_ms) < ?'),
    purgeAdmissions: sql('DELETE FROM admissions WHERE at_ms < ?'),
    purgeAdmissionChanges: sql('DELETE FROM admission_changes WHERE at_ms < ?'),
    purgeTypoKeys: sql(`
      DELETE FROM name_typo_keys WHERE word IN (
        SELECT word FROM name_vocabulary WHERE word NOT IN (SELECT term FROM name_words_vocab))`),
    purgeVocabulary: sql('DELETE FROM name_vocabulary WHERE word NOT IN (SELECT term FROM name_words_vocab)'),
    counts: sql(`
      SELECT
        (SELECT count(*) FROM waivers) AS waivers,
        (SELECT count(*) FROM people) AS people,
        (SELECT count(*) FROM templates) AS templates,
        (SELECT count(*) FROM checkins) AS checkins,
        (SELECT count(*) FROM files) AS files,
        (SELECT coalesce(sum(byte_length), 0) FROM files) AS file_bytes`),
  };
}

/**
 * Opens (or creates) the cache in `options.dir`. A damaged file is moved aside and
 * replaced, and `recovered` says so; a schema this build cannot trust throws.
 */
export function openCacheStore(options: OpenCacheStoreOptions): OpenedCacheStore {
  const keys = deriveCacheKeys(options.dataKey);
  const settled: Required<OpenCacheStoreOptions> = {
    dir: options.dir,
    dataKey: options.dataKey,
    fileName: options.fileName ?? DEFAULT_CACHE_FILE_NAME,
    now: options.now ?? Date.now,
  };
  ensurePrivateDir(settled.dir);
  const { db, recovered } = openCacheDatabase(
    join(settled.dir, settled.fileName),
    keys,
    CACHE_MIGRATIONS,
    settled.now,
  );
  return { store: new SqliteCacheStore(db, keys, settled), recovered };
}
