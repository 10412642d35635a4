/**
 * An update feed as a venue hosts one: a folder on a web server (here 127.0.0.1,
 * a free port) holding the channel files `npm run dist` writes (`latest.yml` for
 * Windows, `latest-linux.yml` for Linux) and the installer they name, with its
 * size and sha512 (base64, as electron-builder writes it). A release can be
 * published with a sha512 that does not match its file, as a damaged upload or a
 * tampered file would be; and the feed can fail, as a server does.
 *
 * Beside it, electron-updater's own AppImage updater run in plain Node: an app
 * adapter standing in for Electron's `app` and an HTTP executor over node:http
 * (electron-updater uses Electron's `net` in the app). Everything else is
 * electron-updater's: the generic provider, the download with its sha512 check,
 * the cache of the fetched update.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import {
  type ClientRequest,
  createServer,
  type IncomingMessage,
  type RequestOptions,
  request,
} from 'node:http';
import path from 'node:path';
import {
  configureRequestOptions,
  configureRequestUrl,
  type DownloadOptions,
  HttpExecutor,
} from 'builder-util-runtime';
import { AppImageUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter.js';
import { vi } from 'vitest';
import { listenLocally } from '../support/local-server.ts';

export interface Release {
  version: string;
  /** The installer's bytes. */
  bytes: Buffer;
  /** Publish this sha512 instead of the file's own (a damaged or tampered upload). */
  wrongHash?: boolean;
}

export interface LocalFeed {
  /** The folder's address. */
  url: string;
  /** Publishes a release as the one the feed offers (on every channel file). */
  publish(release: Release): void;
  /** The feed answers 500 to everything until healed. */
  fail(on: boolean): void;
  /** How many times each path was asked for. */
  requests(pathname: string): number;
  close(): Promise<void>;
}

const sha512 = (bytes: Buffer): string => createHash('sha512').update(bytes).digest('base64');

function channelFile(release: Release, fileName: string): string {
  const hash = sha512(
    release.wrongHash ? Buffer.concat([release.bytes, Buffer.from('tampered')]) : release.bytes,
  );
  return [
    `version: ${release.version}`,
    'files:',
    `  - url: ${fileName}`,
    `    sha512: ${hash}`,
    `    size: ${release.bytes.length}`,
    `path: ${fileName}`,
    `sha512: ${hash}`,
    `releaseDate: '2026-03-02T10:00:00.000Z'`,
    '',
  ].join('\n');
}

export async function startLocalFeed(): Promise<LocalFeed> {
  const files = new Map<string, Buffer>();
  const asked = new Map<string, number>();
  let failing = false;
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://feed').pathname;
    asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
    const body = files.get(pathname);
    if (failing) {
      res.writeHead(500).end();
    } else if (!body) {
      res.writeHead(404).end();
    } else {
      res.writeHead(200, { 'content-length': body.length }).end(body);
    }
  });
  const listening = await listenLocally(server);
  return {
    url: `${listening.url}/waiver-desk`,
    publish(release) {
      const fileName = `waiver-desk-${release.version}-linux-x86_64.AppImage`;
      files.set(`/waiver-desk/${fileName}`, release.bytes);
      for (const channel of ['latest.yml', 'latest-linux.yml']) {
        files.set(`/waiver-desk/${channel}`, Buffer.from(channelFile(release, fileName)));
      }
    },
    fail(on) {
      failing = on;
    },
    requests: (pathname) => asked.get(pathname) ?? 0,
    close: () => listening.close(),
  };
}

/**
 * builder-util-runtime's executor over node:http: requests as electron-builder's
 * own Node executor makes them, downloads as electron-updater's Electron one does
 * (the same `doDownload`, which checks the sha512 as the bytes arrive).
 */
class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    return request(options, callback);
  }

  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error == null ? resolve(destination) : reject(error)),
          responseHandler: null,
        },
        0,
      );
    });
  }
}

export interface NodeUpdater {
  updater: AppImageUpdater;
  /** electron-updater's own install call (stubbed: it would replace the running AppImage and quit). */
  quitAndInstall: ReturnType<typeof vi.fn>;
  /** Where electron-updater keeps what it fetched. */
  cacheDir: string;
}

/**
 * An AppImage desk of `version` installed in `dir`: its AppImage, the
 * `app-update.yml` electron-builder writes beside it, and electron-updater's
 * updater for it.
 */
export function nodeAppImageUpdater(dir: string, version: string): NodeUpdater {
  const appImage = path.join(dir, `waiver-desk-${version}-linux-x86_64.AppImage`);
  writeFileSync(appImage, 'the installed desk', { mode: 0o755 });
  vi.stubEnv('APPIMAGE', appImage);
  const appUpdateConfigPath = path.join(dir, 'app-update.yml');
  writeFileSync(
    appUpdateConfigPath,
    'provider: generic\nurl: https://updates.invalid/\nupdaterCacheDirName: waiver-desk-updater\n',
  );
  const cacheDir = path.join(dir, 'cache');
  const app: AppAdapter = {
    version,
    name: 'Waiver Desk',
    isPackaged: true,
    appUpdateConfigPath,
    userDataPath: dir,
    baseCachePath: cacheDir,
    whenReady: async () => {},
    relaunch: () => {},
    quit: () => {},
    onQuit: () => {},
  };
  const updater = new AppImageUpdater(null, app);
  Object.assign(updater, { httpExecutor: new NodeHttpExecutor() });
  // Whole downloads only: an AppImage's block map is what electron-builder embeds, which this stand-in lacks.
  updater.disableDifferentialDownload = true;
  const quitAndInstall = vi.fn();
  Object.assign(updater, { quitAndInstall });
  return { updater, quitAndInstall, cacheDir: path.join(cacheDir, 'waiver-desk-updater') };
}
