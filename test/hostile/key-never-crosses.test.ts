/**
 * A service that echoes what it is sent: the API key never reaches the page.
 *
 * A whole desk (real runtime on a real data directory, its copy syncing, the
 * browser host in front, Electron's file route and notifications over the
 * mocked Electron) talks to `echo-service.ts`, which writes every credential it
 * saw and every header into every field it can. Every message on the page's
 * socket as it crossed (each contract answer and each event, before the page's
 * client read it), both hosts' file routes (bytes and failure words), the
 * diagnostics report, every notification and every log line are collected, and none may
 * carry the key in any form: in any spelling of `key-spellings.ts` (whole,
 * percent-encoded in either case or byte by byte, base64, hex, UTF-16,
 * JSON-escaped), behind `Bearer` or `sw-api-key`, or cut (any eight characters
 * of it in a row). Nor may the desk's copy on disk (its database and -wal): an
 * echoed template title lay there in clear.
 *
 * A desk whose key is shorter than the connect form takes (`k-sec`, set for it
 * by its administrator) is run against the same service: its key never crossed
 * redaction before, however it was spelled.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { type BrowserHost, startBrowserHost } from '../../electron/browser-host/server.ts';
import type { DeskRuntime } from '../../electron/desk/desk-runtime.ts';
import { installLogSink } from '../../electron/logging/desk-log.ts';
import { type DeskSocket, openDeskSocket } from '../../renderer/src/bridge/desk-socket.ts';
import { startConfiguredRuntime } from '../support/configured-runtime.ts';
import { spellingsIn } from '../support/key-spellings.ts';
import { middayZone } from '../support/midday-zone.ts';
import { type EchoService, startEchoService } from './echo-service.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

/** With a slash and a plus, so its percent-encoded spellings (`%2F`, `%2f`) differ from it. */
const KEY = 'hk-7f3a/9c2e+5b8d4f1a6c0e9b2d5f8a3c7e';
const TOKEN = 'hostile-token-0123456789abcdefghijklmnopqrs';
/** Any run of this many characters of the key counts as the key: a cut one is still a leak. */
const WINDOW = 8;

/** The forms of `key` that `text` carries: any of its spellings, or a cut piece of it. */
function keyForms(text: string, key = KEY): string[] {
  const forms = spellingsIn(text, key);
  for (let at = 0; at + WINDOW <= key.length; at++) {
    const piece = key.slice(at, at + WINDOW);
    if (text.includes(piece)) {
      if (forms.length === 0) forms.push(`a piece: …${piece}…`);
      break;
    }
  }
  return forms;
}

/** The desk's copy on disk (its database and write-ahead log), as one text to search. */
function copyOnDisk(dataDir: string): string {
  const copies = path.join(dataDir, 'copies');
  return readdirSync(copies, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name)).toString('latin1'))
    .join('\n');
}

describe('a service that echoes the key back', () => {
  let sandbox: SandboxHandle;
  let echo: EchoService;
  let runtime: DeskRuntime;
  let host: BrowserHost;
  let dataDir: string;
  let rendererDir: string;
  let uninstallLog: () => void;
  const logLines: string[] = [];
  /** Everything that crossed to the page or into a file, with where it came from. */
  const crossed: { where: string; text: string }[] = [];
  /** The page's own socket client, over a socket that keeps every message as it crossed. */
  let page: DeskSocket;

  const collect = (where: string, text: string) => crossed.push({ where, text });

  /**
   * `ws` as the page's client builds it, naming the desk's origin as a browser does, and
   * collecting each message's text as it came off the wire: what the page's client then
   * reads or drops, the key must not have crossed in it.
   */
  const tappedSocket = (origin: string): typeof WebSocket => {
    class TappedSocket extends NodeWebSocket {
      constructor(url: string, protocols: string[]) {
        super(url, protocols, { origin });
        this.on('message', (data) => {
          const text = String(data);
          const event = /^\{"event":\{"name":"(\w+)"/.exec(text)?.[1];
          collect(event ? `page socket: event ${event}` : 'page socket: answer', text);
        });
      }
    }
    return TappedSocket as unknown as typeof WebSocket;
  };

  const rpc = async (method: string, payload: unknown = {}) => {
    const result = await page.call(method, payload);
    collect(`call ${method}`, JSON.stringify(result));
    return result as { ok: boolean; value?: unknown; error?: { code: string; message: string } };
  };

  const file = async (pathname: string) => {
    const response = await fetch(`${host.url}${pathname.slice(1)}`, {
      headers: { 'x-waiver-desk-token': TOKEN },
    });
    const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
    collect(`browser file ${pathname} (${response.status})`, text);
    return { status: response.status, text };
  };

  beforeAll(async () => {
    const { zone } = middayZone();
    sandbox = await startSandbox({
      seed: 19,
      waivers: 300,
      timeZone: zone,
      apiKeys: [KEY],
      statusScenario: 'operational',
    });
    echo = await startEchoService(sandbox.baseUrl);
    uninstallLog = installLogSink((_level, line) => logLines.push(line));
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-echo-'));
    rendererDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-echo-page-'));
    writeFileSync(
      path.join(rendererDir, 'index.html'),
      '<html><head><meta name="waiver-desk-token" content=""></head><body></body></html>',
    );
    runtime = await startConfiguredRuntime({
      baseUrl: echo.url,
      apiKey: KEY,
      dataDir,
      timeZone: zone,
      settings: { statusUrl: echo.statusUrl },
    });
    host = await startBrowserHost({ runtime, rendererDir, token: TOKEN, log: (line) => logLines.push(line) });
    const origin = new URL(host.url).origin;
    // One page for the whole test, as a desk's page: its events from the start, its calls on the same socket.
    page = openDeskSocket({
      token: TOKEN,
      pageId: 'hostile-page',
      url: `${origin.replace('http', 'ws')}/calls?page=hostile-page`,
      WebSocket: tappedSocket(origin),
    });
  }, 60_000);

  afterAll(async () => {
    page?.close();
    await host?.close();
    await runtime?.close();
    uninstallLog?.();
    await echo?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(rendererDir, { recursive: true, force: true });
  });

  it('carries no form of the key in any answer, event, file, report, notification or log line', async () => {
    const electron = await import('../mocks/electron.ts');
    const { showStatusNotifications } = await import('../../electron/main/status-notifications.ts');
    const { serveRenderer } = await import('../../electron/main/app-protocol.ts');
    const stopNotifications = showStatusNotifications(runtime.events);
    serveRenderer(rendererDir, (ref, signal) => runtime.readFile(ref, signal));
    const electronFile = async (pathname: string) => {
      const handler = electron.protocolHandlers.get('app');
      if (!handler) throw new Error('no app:// handler');
      const response = await handler(new Request(`app://waiver-desk${pathname}`));
      collect(
        `electron file ${pathname} (${response.status})`,
        Buffer.from(await response.arrayBuffer()).toString('latin1'),
      );
    };

    // The desk works through the echo: its copy fills with echoed names, the status page is read.
    const waiverId = sandbox.dataset.waivers.find(
      (waiver) => Date.parse(waiver.createdOn) <= Date.now() && waiver.photos > 0,
    )?.waiverId as string;
    const templateId = sandbox.dataset.templates[0]?.templateId as string;
    await vi.waitFor(
      async () => {
        const found = await rpc('lookupWaivers', { text: 'a' });
        expect((found.value as { matches?: unknown[] } | undefined)?.matches?.length ?? 0).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 250 },
    );
    // A walk-in signs: the copy's sync finds the waiver and tells the page its name.
    sandbox.signNewWaiver();
    (await runtime.session()).copy?.sync.wake();
    await vi.waitFor(() => expect(crossed.some((entry) => entry.text.includes('waiverArrived'))).toBe(true), {
      timeout: 30_000,
      interval: 100,
    });
    // Status changes the desk notifies about, each notice's subject echoed.
    for (const scenario of ['incident', 'maintenance', 'incident-and-maintenance'] as const) {
      sandbox.status.setScenario(scenario);
      await rpc('refreshServiceStatus');
    }

    const reads: [string, unknown][] = [
      ['getAppInfo', {}],
      ['getAccount', {}],
      ['getSettings', {}],
      ['listTodayCheckins', {}],
      ['lookupWaivers', { text: 'e' }],
      ['searchService', { text: 'an' }],
      ['getWaiverDetail', { waiverId }],
      ['getServiceStatus', {}],
      ['listRecentNotices', {}],
      ['listAccountTemplates', {}],
      ['getAccountTemplate', { templateId }],
      ['listSigningTemplates', {}],
      ['listPublishedKeys', {}],
      ['getWebhookConfig', {}],
      ['getWebhookQueueCounts', {}],
      ['getConsoleSettings', {}],
      ['getServiceVersion', {}],
      ['pingService', {}],
      ['getRateBudget', {}],
      ['getLinkHosts', {}],
    ];
    for (const [method, payload] of reads) await rpc(method, payload);
    const status = (await rpc('getServiceStatus')).value as { snapshot?: { incidents?: { id: number }[] } };
    const noticeId = status.snapshot?.incidents?.[0]?.id;
    if (noticeId !== undefined) await rpc('getStatusNotice', { id: noticeId });

    // The service answers with its own failures, the message being the echo.
    for (const code of [400, 401, 402, 404, 500, 200]) {
      echo.answerNext('/v4/templates', code, { times: 4 });
      await rpc('listAccountTemplates', { publishedOnly: code === 200 });
      echo.answerNext('/v4/waivers', code, { times: 4 });
      await rpc('getWaiverDetail', { waiverId: `${waiverId.slice(0, -1)}x` });
      echo.answerNext('/v4/waivers', code, { times: 4 });
      await file(`/files/waiver-pdf/${waiverId}/0`);
      echo.answerNext('/v4/waivers', code, { times: 4 });
      await electronFile(`/files/waiver-pdf/${waiverId}/0`);
      echo.answerNext('/v4/checkins', code, { times: 4 });
      await rpc('listTodayCheckins');
      echo.answerNext('/v4/search', code, { times: 4 });
      await rpc('searchService', { text: `zq${code}` });
    }
    // The file itself, the echo written into the PDF and the photo.
    echo.clearPlans();
    const pdf = await file(`/files/waiver-pdf/${waiverId}/0`);
    expect(pdf.status, pdf.text.slice(0, 300)).toBe(200);
    await electronFile(`/files/waiver-pdf/${waiverId}/0`);
    expect((await file(`/files/waiver-photo/${waiverId}/0`)).status).toBe(200);

    // Diagnostics, with the service's ping and version answering the echo.
    echo.answerNext('/ping', 200, { text: true, times: 3 });
    echo.answerNext('/version', 200, { text: true, times: 3 });
    await rpc('runDiagnostics');
    await rpc('runDiagnostics');

    stopNotifications();
    for (const notification of electron.shownNotifications) {
      collect('notification', `${notification.options.title} ${notification.options.body}`);
    }
    for (const line of logLines) collect('log', line);

    const leaks = crossed
      .map((entry) => ({ where: entry.where, forms: keyForms(entry.text) }))
      .filter((entry) => entry.forms.length > 0);
    expect(leaks).toEqual([]);
    // Nor does the copy on disk hold it: the echo was sealed or scrubbed before it was stored.
    expect(keyForms(copyOnDisk(dataDir))).toEqual([]);

    // The echo reached the desk and its edge: the key was sent, echoed, and taken out on the way.
    expect(echo.credentialsSeen()).toContain(KEY);
    expect(echo.echoes()).toBeGreaterThan(50);
    // What was searched is what crossed: the page socket carried the answers and the events.
    const wheres = new Set(crossed.map((entry) => entry.where));
    expect(wheres).toContain('page socket: answer');
    expect(wheres).toContain('page socket: event accountChanged');
    expect(wheres).toContain('page socket: event waiverArrived');
    const everything = crossed.map((entry) => entry.text).join('\n');
    expect(everything).toContain('[secret]');
    expect(everything).toMatch(/you sent/);
    expect(electron.shownNotifications.some((shown) => shown.options.body?.includes('[secret]'))).toBe(true);
  }, 120_000);
});

describe('a key shorter than any the service gives, set for the desk by its administrator', () => {
  const SHORT = 'k-sec';
  let sandbox: SandboxHandle;
  let echo: EchoService;
  let runtime: DeskRuntime;
  let dataDir: string;
  let uninstallLog: () => void;
  const logLines: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 23, waivers: 80, timeZone: 'Etc/UTC', apiKeys: [SHORT] });
    echo = await startEchoService(sandbox.baseUrl);
    uninstallLog = installLogSink((_level, line) => logLines.push(line));
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-echo-short-'));
    runtime = await startConfiguredRuntime({
      baseUrl: echo.url,
      apiKey: SHORT,
      dataDir,
      timeZone: 'Etc/UTC',
    });
  }, 60_000);
  afterAll(async () => {
    await runtime?.close();
    uninstallLog?.();
    await echo?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('never sends it to the page, a log or the copy, in any spelling: ECHO k-sec END comes back as [secret]', async () => {
    const { createDispatcher } = await import('../../electron/ipc/dispatch.ts');
    const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
    const answers: string[] = [];
    const call = async (method: string, payload: unknown = {}) => {
      const result = await dispatcher.call(method, payload, { caller: 'hostile-test' });
      answers.push(JSON.stringify(result));
      return result;
    };
    const templates = await call('listAccountTemplates', {});
    expect(templates).toMatchObject({ ok: true });
    await vi.waitFor(
      async () => {
        const found = await call('lookupWaivers', { text: 'a' });
        expect((found as { value?: { matches?: unknown[] } }).value?.matches?.length ?? 0).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 250 },
    );
    echo.answerNext('/v4/templates', 400, { times: 4 });
    await call('listAccountTemplates', {});
    await call('runDiagnostics');
    for (const line of logLines) answers.push(line);
    const everything = answers.join('\n');
    expect(echo.credentialsSeen()).toContain(SHORT);
    expect(everything).toContain('ECHO [secret] END');
    expect(spellingsIn(everything, SHORT)).toEqual([]);
    await runtime.close();
    expect(spellingsIn(copyOnDisk(dataDir), SHORT)).toEqual([]);
  }, 90_000);
});
