/**
 * The desk's log files through electron-log's Node logger, as the browser host and
 * the doctor keep them: under `<data dir>/logs/`, owner-only, rotated by size into
 * a few numbered files, and nothing unredacted in any of them.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodeLog from 'electron-log/node';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { deskLog, installLogSink, registerLogSecret } from '../../electron/logging/desk-log.ts';
import { configureLogFiles, rotatedName, rotateLogFile } from '../../electron/logging/log-files.ts';
import { logsDir, startNodeLogging } from '../../electron/logging/node-logging.ts';

const roots: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-logs-'));
  roots.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

const mode = (file: string) => statSync(file).mode & 0o777;

describe('the plain-Node log', () => {
  it('writes redacted lines to <data dir>/logs/<name>.log, readable by its owner only', () => {
    const dataDir = tempDir();
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {});
    const running = startNodeLogging({ dataDir, name: 'doctor', console: false });
    try {
      registerLogSecret('k-doctor-secret-key');
      deskLog.info('opened with k-doctor-secret-key for jane@example.com');
      deskLog.error('failed: sw-api-key: k-other-value at 555-555-0142');
      expect(running.file).toBe(path.join(logsDir(dataDir), 'doctor.log'));
      const text = readFileSync(running.file!, 'utf8');
      const lines = text.trimEnd().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(
        /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] \[info\] +opened with \[secret\] for \[email\]$/,
      );
      expect(lines[1]).toMatch(/\[error\] +failed: sw-api-key: \[hidden\] at \[phone\]$/);
      expect(mode(running.file!)).toBe(0o600);
      expect(mode(logsDir(dataDir))).toBe(0o700);
      // `console: false`: the doctor's terminal shows its report, not the log.
      expect(stderr).not.toHaveBeenCalled();
    } finally {
      running.stop();
      stderr.mockRestore();
    }
  });

  it('puts lines back on stderr once stopped', () => {
    const dataDir = tempDir();
    const running = startNodeLogging({ dataDir, name: 'browser-host', console: false });
    deskLog.info('before stop');
    running.stop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    deskLog.warn('after stop');
    expect(warn).toHaveBeenCalledWith('[waiver-desk] after stop');
    warn.mockRestore();
    const text = readFileSync(running.file!, 'utf8');
    expect(text).toContain('before stop');
    expect(text).not.toContain('after stop');
  });

  it('works on without files when the data folder cannot take a log', () => {
    const dataDir = tempDir();
    // A file where the logs folder should be.
    writeFileSync(path.join(dataDir, 'logs'), '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const running = startNodeLogging({ dataDir, name: 'browser-host', console: true });
    expect(running.file).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toMatch(/no log files/);
    warn.mockRestore();
  });

  it('redacts what is written through electron-log directly as well', () => {
    const dir = tempDir();
    const logger = nodeLog.create({ logId: 'direct-test' });
    const restore = installLogSink(
      configureLogFiles(logger, { dir, fileName: 'direct.log', console: false }),
    );
    logger.warn('straight to electron-log: Bearer abc.def for 555-555-0199', new Error('jane@example.com'));
    restore();
    const text = readFileSync(path.join(dir, 'direct.log'), 'utf8');
    expect(text).toContain('Bearer [hidden] for [phone] [email]');
    expect(text).not.toContain('abc.def');
  });
});

describe('rotation by size', () => {
  it('keeps the current file and a few numbered ones, dropping the oldest', () => {
    const dir = tempDir();
    const logger = nodeLog.create({ logId: 'rotation-test' });
    const restore = installLogSink(
      configureLogFiles(logger, { dir, fileName: 'main.log', console: false, maxBytes: 2_000, keep: 2 }),
    );
    for (let index = 0; index < 100; index++) deskLog.info(`line ${index} ${'x'.repeat(80)}`);
    restore();
    expect(readdirSync(dir).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    for (const name of readdirSync(dir)) {
      expect(statSync(path.join(dir, name)).size).toBeLessThanOrEqual(2_000 + 200);
      expect(mode(path.join(dir, name))).toBe(0o600);
    }
    // Newest last: the current file ends with the last line, .1 holds the lines just before it.
    expect(readFileSync(path.join(dir, 'main.log'), 'utf8')).toContain('line 99 ');
    const previous = readFileSync(path.join(dir, 'main.1.log'), 'utf8');
    const older = readFileSync(path.join(dir, 'main.2.log'), 'utf8');
    const first = (text: string) => Number(/line (\d+) /.exec(text)?.[1]);
    expect(first(older)).toBeLessThan(first(previous));
    // The oldest lines are gone: 100 lines of ~120 bytes do not fit in three 2 kB files.
    expect(first(older)).toBeGreaterThan(0);
  });

  it('shifts existing numbered files up by one', () => {
    const dir = tempDir();
    const file = path.join(dir, 'main.log');
    writeFileSync(file, 'current');
    writeFileSync(rotatedName(file, 1), 'one');
    writeFileSync(rotatedName(file, 2), 'two');
    writeFileSync(rotatedName(file, 3), 'three');
    rotateLogFile(file, 3);
    expect(existsSync(file)).toBe(false);
    expect(readFileSync(rotatedName(file, 1), 'utf8')).toBe('current');
    expect(readFileSync(rotatedName(file, 2), 'utf8')).toBe('one');
    expect(readFileSync(rotatedName(file, 3), 'utf8')).toBe('two');
    expect(existsSync(rotatedName(file, 4))).toBe(false);
  });
});
