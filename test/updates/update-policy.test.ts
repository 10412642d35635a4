/**
 * The update policy on a clock the test moves, against a real feed on
 * 127.0.0.1 read by electron-updater's own classes (its generic provider, its
 * download and its sha512 check): when the desk looks, what it takes, and that
 * it installs only when nobody is using the desk, never with a check-in open, not
 * while a manager put it off, at once on "Restart now", and never a file whose
 * sha512 does not match the feed.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import type { DeskSettings } from '../../electron/settings/schema.ts';
import { createUpdateController, type UpdateController } from '../../electron/updates/update-controller.ts';
import {
  CHECK_EVERY_MS,
  FIRST_CHECK_AFTER_MS,
  IDLE_BEFORE_INSTALL_MS,
} from '../../electron/updates/update-policy.ts';
import { electronUpdaterFeed } from '../../electron/updates/updater-feed.ts';
import { ManualClock } from '../client/support/manual-clock.ts';
import { type LocalFeed, type NodeUpdater, nodeAppImageUpdater, startLocalFeed } from './local-feed.ts';

const CURRENT = '1.1.0';
const CHANNEL_FILE = '/waiver-desk/latest-linux.yml';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let dir: string;
let feed: LocalFeed;
let node: NodeUpdater;
let clock: ManualClock;
let controller: UpdateController;
let lines: string[];

function startDesk(settings: Partial<DeskSettings> = {}): UpdateController {
  lines = [];
  const log = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
  controller = createUpdateController({
    installs: 'yes',
    feed: electronUpdaterFeed(node.updater, log),
    version: CURRENT,
    settings: memorySettings({ updateUrl: feed.url, ...settings }),
    clock,
    random: () => 0.5,
    log,
  });
  controller.start();
  return controller;
}

/** Moves the clock past the first look and waits until the feed has answered it. */
async function firstLook(): Promise<void> {
  await clock.advance(FIRST_CHECK_AFTER_MS);
  await vi.waitFor(() => expect(controller.view().lastCheck).not.toBeNull());
}

async function readyToInstall(version = '1.2.0'): Promise<void> {
  feed.publish({ version, bytes: Buffer.from(`the desk, version ${version}`) });
  startDesk();
  await firstLook();
  await vi.waitFor(() => expect(controller.view().waiting).toMatchObject({ version, state: 'ready' }));
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-updates-'));
  feed = await startLocalFeed();
  node = nodeAppImageUpdater(dir, CURRENT);
  clock = new ManualClock(Date.parse('2026-03-02T09:00:00Z'));
});

afterEach(async () => {
  controller?.close();
  await feed.close();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('when the desk looks for an update', () => {
  it('looks a little after start, then every few hours', async () => {
    feed.publish({ version: CURRENT, bytes: Buffer.from('this very desk') });
    startDesk();
    // Diagnostics says when.
    expect(controller.view().nextCheckAt).toBe(new Date(clock.now() + FIRST_CHECK_AFTER_MS).toISOString());
    await clock.advance(FIRST_CHECK_AFTER_MS - 1_000);
    expect(feed.requests(CHANNEL_FILE)).toBe(0);
    await clock.advance(1_000);
    await vi.waitFor(() => expect(controller.view().lastCheck).toMatchObject({ outcome: 'current' }));
    expect(feed.requests(CHANNEL_FILE)).toBe(1);

    await clock.advance(CHECK_EVERY_MS - MINUTE);
    expect(feed.requests(CHANNEL_FILE)).toBe(1);
    await clock.advance(MINUTE);
    await vi.waitFor(() => expect(feed.requests(CHANNEL_FILE)).toBe(2));
    expect(controller.view().waiting).toBeNull();
  });

  it('looks again sooner after a look that failed, and backs off while it keeps failing', async () => {
    feed.fail(true);
    startDesk();
    await firstLook();
    expect(controller.view().lastCheck).toMatchObject({ outcome: 'failed' });
    // 10 minutes, jittered between half and all of it (the test's jitter: three quarters).
    await clock.advance(7.5 * MINUTE - 1_000);
    expect(feed.requests(CHANNEL_FILE)).toBe(1);
    await clock.advance(1_000);
    await vi.waitFor(() => expect(feed.requests(CHANNEL_FILE)).toBe(2));
    // Then 20 minutes (three quarters: 15).
    await clock.advance(15 * MINUTE - 1_000);
    expect(feed.requests(CHANNEL_FILE)).toBe(2);
    feed.fail(false);
    feed.publish({ version: CURRENT, bytes: Buffer.from('this very desk') });
    await clock.advance(1_000);
    await vi.waitFor(() => expect(controller.view().lastCheck).toMatchObject({ outcome: 'current' }));
  });

  it('never reads an address over plain http to another computer', async () => {
    startDesk({ updateUrl: 'http://updates.example.com/waiver-desk' });
    await clock.advance(CHECK_EVERY_MS);
    expect(controller.view()).toMatchObject({
      feed: { fault: { kind: 'plain_http', host: 'updates.example.com' } },
      nextCheckAt: null,
      lastCheck: null,
    });
  });
});

describe('what the desk fetches', () => {
  it('fetches a newer version in the background and keeps it once its sha512 matches', async () => {
    await readyToInstall('1.2.0');
    const cached = readdirSync(node.cacheDir, { recursive: true, encoding: 'utf8' });
    expect(cached.some((name) => name.endsWith('waiver-desk-1.2.0-linux-x86_64.AppImage'))).toBe(true);
    expect(lines.some((line) => /update 1\.2\.0 fetched and its files checked \(sha512\)/.test(line))).toBe(
      true,
    );
  });

  it('keeps nothing whose sha512 does not match the feed, and installs nothing', async () => {
    feed.publish({ version: '1.2.0', bytes: Buffer.from('the desk, version 1.2.0'), wrongHash: true });
    startDesk();
    await firstLook();
    await vi.waitFor(() =>
      expect(controller.view().waiting).toMatchObject({ version: '1.2.0', state: 'failed' }),
    );
    expect(lines.some((line) => /did not match their sha512/.test(line))).toBe(true);
    const cached = existsSync(node.cacheDir)
      ? readdirSync(node.cacheDir, { recursive: true, encoding: 'utf8' })
      : [];
    expect(cached.filter((name) => name.endsWith('.AppImage'))).toEqual([]);
    await clock.advance(IDLE_BEFORE_INSTALL_MS * 2);
    expect(node.quitAndInstall).not.toHaveBeenCalled();
    expect(node.updater.autoInstallOnAppQuit).toBe(false);
    expect(controller.view().holdUp).toBeNull();
  });

  it('pinned to its own version, it takes nothing newer', async () => {
    feed.publish({ version: '1.2.0', bytes: Buffer.from('the desk, version 1.2.0') });
    startDesk({ updatePinnedVersion: CURRENT });
    await firstLook();
    expect(controller.view()).toMatchObject({
      lastCheck: { outcome: 'current' },
      waiting: null,
      pinnedVersion: CURRENT,
    });
  });

  it('pinned to an older version, it takes that one when the feed offers it, and nothing else', async () => {
    feed.publish({ version: '1.2.0', bytes: Buffer.from('the desk, version 1.2.0') });
    startDesk({ updatePinnedVersion: '1.0.4' });
    await firstLook();
    expect(controller.view()).toMatchObject({ lastCheck: { outcome: 'current' }, waiting: null });

    // The venue puts the older release back in the feed: the desk goes back to it.
    feed.publish({ version: '1.0.4', bytes: Buffer.from('the desk, version 1.0.4') });
    await controller.checkNow();
    await vi.waitFor(() =>
      expect(controller.view().waiting).toMatchObject({ version: '1.0.4', state: 'ready' }),
    );
    expect(node.updater.allowDowngrade).toBe(true);
  });
});

describe('when the desk installs', () => {
  it('only after a few minutes in which nobody used the desk', async () => {
    await readyToInstall();
    controller.noteActivity();
    const usedAt = clock.now();
    expect(controller.view().holdUp).toEqual({
      reason: 'in-use',
      until: new Date(usedAt + IDLE_BEFORE_INSTALL_MS).toISOString(),
    });
    await clock.advance(IDLE_BEFORE_INSTALL_MS - MINUTE);
    controller.noteActivity(); // a scan
    await clock.advance(IDLE_BEFORE_INSTALL_MS - 1_000);
    expect(node.quitAndInstall).not.toHaveBeenCalled();
    await clock.advance(1_000);
    expect(node.quitAndInstall).toHaveBeenCalledTimes(1);
    expect(node.quitAndInstall).toHaveBeenCalledWith(true, true);
  });

  it('never while a check-in panel is open, however long it stays open', async () => {
    await readyToInstall();
    controller.noteActivity({ checkInOpen: true });
    await clock.advance(3 * 60 * MINUTE);
    expect(node.quitAndInstall).not.toHaveBeenCalled();
    expect(controller.view().holdUp).toEqual({ reason: 'check-in-open' });
    // Nor on "Restart now" while it is open.
    controller.restartNow();
    expect(node.quitAndInstall).not.toHaveBeenCalled();

    controller.noteActivity({ checkInOpen: false });
    await clock.advance(IDLE_BEFORE_INSTALL_MS - 1_000);
    expect(node.quitAndInstall).not.toHaveBeenCalled();
    await clock.advance(1_000);
    expect(node.quitAndInstall).toHaveBeenCalledTimes(1);
  });

  it('not while a manager put it off, even at quit; then when the desk is idle', async () => {
    await readyToInstall();
    expect(node.updater.autoInstallOnAppQuit).toBe(true);
    controller.saveChoices({ deferDays: 1 });
    expect(node.updater.autoInstallOnAppQuit).toBe(false);
    expect(controller.view().holdUp).toEqual({
      reason: 'deferred',
      until: new Date(clock.now() + DAY).toISOString(),
    });
    await clock.advance(DAY - MINUTE);
    expect(node.quitAndInstall).not.toHaveBeenCalled();
    await clock.advance(MINUTE);
    expect(node.quitAndInstall).toHaveBeenCalledTimes(1);
  });

  it('at once when a manager says Restart now, though the desk was just used and the update put off', async () => {
    await readyToInstall();
    controller.saveChoices({ deferDays: 7 });
    controller.noteActivity();
    controller.restartNow();
    expect(node.quitAndInstall).toHaveBeenCalledWith(true, true);
    expect(lines.some((line) => /installing update 1\.2\.0: a manager chose Restart now/.test(line))).toBe(
      true,
    );
  });

  it('as the desk quits, so the next start runs it', async () => {
    await readyToInstall();
    controller.noteActivity();
    expect(node.quitAndInstall).not.toHaveBeenCalled();
    expect(node.updater.autoInstallOnAppQuit).toBe(true);
  });

  it('nothing when the update it fetched is no longer the one a manager wants', async () => {
    await readyToInstall('1.2.0');
    controller.saveChoices({ pinnedVersion: CURRENT });
    expect(node.updater.autoInstallOnAppQuit).toBe(false);
    await clock.advance(IDLE_BEFORE_INSTALL_MS * 2);
    controller.restartNow();
    expect(node.quitAndInstall).not.toHaveBeenCalled();
  });
});
