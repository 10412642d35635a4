import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedHosts, checkHostAndOrigin, checkToken } from '../../electron/browser-host/request-guard.ts';
import { readRequestTarget } from '../../electron/browser-host/request-target.ts';
import { isTrustedSender } from '../../electron/main/trusted-sender.ts';
import { readStaticFile } from '../../electron/serving/static-files.ts';
import { judgeLink, linkHostsFrom } from '../../shared/ipc/external-links.ts';

describe('browser host request guard', () => {
  const hosts = allowedHosts(5199);

  it.each([
    [{ host: '127.0.0.1:5199' }, true],
    [{ host: 'localhost:5199', origin: 'http://localhost:5199' }, true],
    [{ host: '127.0.0.1:5199', origin: 'http://127.0.0.1:5199' }, true],
    [{ host: 'evil.example:5199' }, false],
    [{ host: '127.0.0.1:5200' }, false],
    [{}, false],
    [{ host: '127.0.0.1:5199', origin: 'http://evil.example' }, false],
    [{ host: '127.0.0.1:5199', origin: 'https://127.0.0.1:5199' }, false],
    [{ host: '127.0.0.1:5199', origin: 'null' }, false],
  ])('%o allowed: %s', (headers, allowed) => {
    expect(checkHostAndOrigin(headers, hosts).allowed).toBe(allowed);
  });

  it('never repeats a header value in its reasons (they are logged)', () => {
    const verdicts = [
      checkHostAndOrigin({ host: 'evil-host.example:5199' }, hosts),
      checkHostAndOrigin({ host: '127.0.0.1:5199', origin: 'http://evil-origin.example' }, hosts),
    ];
    for (const verdict of verdicts) {
      expect(verdict.allowed).toBe(false);
      expect(JSON.stringify(verdict)).not.toMatch(/evil/);
    }
  });

  it('needs the exact token', () => {
    expect(checkToken({ 'x-waiver-desk-token': 'abc' }, 'abc').allowed).toBe(true);
    expect(checkToken({ 'x-waiver-desk-token': 'abd' }, 'abc').allowed).toBe(false);
    expect(checkToken({ 'x-waiver-desk-token': 'ab' }, 'abc').allowed).toBe(false);
    expect(checkToken({}, 'abc')).toEqual({ allowed: false, reason: 'The desk token is missing.' });
  });
});

describe('request targets', () => {
  it.each([
    ['/', '/'],
    ['/index.html?x=1', '/index.html'],
    ['/assets/../index.html', '/index.html'],
    ['/files/waiver-pdf/W1/0', '/files/waiver-pdf/W1/0'],
    ['/a%20b', '/a%20b'],
  ])('reads %s as %s', (raw, pathname) => {
    expect(readRequestTarget(raw)).toEqual({ ok: true, pathname });
  });

  it.each([
    [undefined, 400],
    ['', 400],
    ['//[', 400],
    ['//evil.example/x', 400],
    ['/\\evil.example/x', 400],
    ['http://[::1', 400],
    ['http://127.0.0.1/', 400],
    ['*', 400],
    ['/%E0%A4%A', 400],
    ['/index%00.html', 400],
    ['/%0d%0aSet-Cookie:x', 400],
    [`/${'a'.repeat(3000)}`, 414],
  ])('refuses %s with %i', (raw, status) => {
    expect(readRequestTarget(raw)).toMatchObject({ ok: false, status });
  });
});

describe('static files', () => {
  it('serves files inside the folder and nothing outside it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'waiver-desk-static-'));
    writeFileSync(path.join(root, 'index.html'), '<html></html>');
    writeFileSync(path.join(path.dirname(root), 'secret.txt'), 'secret');
    try {
      expect((await readStaticFile(root, '/'))?.contentType).toBe('text/html; charset=utf-8');
      expect(await readStaticFile(root, '/../secret.txt')).toBeNull();
      expect(await readStaticFile(root, '/%2e%2e/secret.txt')).toBeNull();
      expect(await readStaticFile(root, '/%E0%A4%A')).toBeNull();
      expect(await readStaticFile(root, '/missing.js')).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(path.join(path.dirname(root), 'secret.txt'), { force: true });
    }
  });
});

describe('Electron sender and link rules', () => {
  it('trusts only the app origin in the main frame', () => {
    expect(isTrustedSender({ url: 'app://waiver-desk/index.html', isMainFrame: true })).toBe(true);
    expect(isTrustedSender({ url: 'app://waiver-desk/index.html', isMainFrame: false })).toBe(false);
    expect(isTrustedSender({ url: 'app://other/index.html', isMainFrame: true })).toBe(false);
    expect(isTrustedSender({ url: 'http://127.0.0.1:5199/', isMainFrame: true })).toBe(false);
    expect(isTrustedSender({ url: '', isMainFrame: true })).toBe(false);
    expect(isTrustedSender(null)).toBe(false);
  });

  it('lets only https links leave the app (test/app/external-links.test.ts has the whole rule)', () => {
    const action = (url: string) => judgeLink(url, linkHostsFrom({})).action;
    expect(action('https://waiver.smartwaiver.com/auto/?auto_tag=1')).toBe('open');
    expect(action('https://waiver.example/auto/?auto_tag=1')).toBe('confirm');
    expect(action('http://example.com')).toBe('refuse');
    expect(action('file:///etc/passwd')).toBe('refuse');
    expect(action('javascript:alert(1)')).toBe('refuse');
    expect(action('https://a:b@example.com')).toBe('refuse');
    expect(action('not a url')).toBe('refuse');
  });
});
