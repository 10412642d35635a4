/** The rule for links leaving the app, shared by Electron's main process and the browser host's page. */
import { describe, expect, it } from 'vitest';
import { SERVICE_DEFAULTS } from '../../shared/ipc/account.ts';
import {
  isServiceHost,
  judgeLink,
  linkHostsFrom,
  REAL_SERVICE_DOMAIN,
} from '../../shared/ipc/external-links.ts';

const configured = linkHostsFrom({
  baseUrl: 'https://api.waivers.example',
  statusUrl: 'https://status.waivers.example',
  consoleLinkTemplate: 'https://console.waivers.example/w/{waiverId}?tab=1',
  signingHost: 'https://Sign.Waivers.example',
});

describe('the service hosts', () => {
  it("are the configured addresses' hosts, with the real service's domain", () => {
    expect(REAL_SERVICE_DOMAIN).toBe('smartwaiver.com');
    expect(configured).toEqual({
      hosts: [
        'api.waivers.example',
        'status.waivers.example',
        'console.waivers.example',
        'sign.waivers.example',
      ],
      domains: ['smartwaiver.com'],
      localOrigins: [],
    });
  });

  it('leave out what is empty, unreadable, or plain http away from this computer', () => {
    expect(
      linkHostsFrom({
        baseUrl: 'http://api.waivers.example',
        statusUrl: '',
        consoleLinkTemplate: 'not a link {waiverId}',
        signingHost: 'http://user:pw@127.0.0.1:5200',
      }),
    ).toEqual({ hosts: [], domains: ['smartwaiver.com'], localOrigins: [] });
  });

  it('keep a plain-http service address on this computer (a sandbox) as its exact origin', () => {
    const sandbox = linkHostsFrom({
      baseUrl: 'http://127.0.0.1:5200',
      statusUrl: 'http://127.0.0.1:5200/status',
      signingHost: 'http://localhost:5201',
    });
    expect(sandbox.localOrigins).toEqual(['http://127.0.0.1:5200', 'http://localhost:5201']);
    expect(sandbox.hosts).toEqual([]);
    expect(judgeLink('http://127.0.0.1:5200/sign/group/abc', sandbox).action).toBe('open');
    expect(judgeLink('http://localhost:5201/auto/?tag=1', sandbox).action).toBe('open');
    // Another port on this computer is another program; https on the same port is no sandbox of ours either.
    expect(judgeLink('http://127.0.0.1:5201/', sandbox).action).toBe('refuse');
    expect(judgeLink('http://localhost:5200/', sandbox).action).toBe('refuse');
    expect(judgeLink('https://127.0.0.1:5200/', sandbox).action).toBe('confirm');
    expect(judgeLink('http://user:pw@127.0.0.1:5200/', sandbox).action).toBe('refuse');
  });

  it("take in every host of the real service's defaults", () => {
    const defaults = linkHostsFrom({});
    for (const address of Object.values(SERVICE_DEFAULTS)) {
      expect(isServiceHost(new URL(address.replace('{waiverId}', 'x')).hostname, defaults)).toBe(true);
    }
  });

  it('do not take in a host that merely ends with the domain name', () => {
    expect(isServiceHost('evilsmartwaiver.com', configured)).toBe(false);
    expect(isServiceHost('smartwaiver.com.evil.example', configured)).toBe(false);
    expect(isServiceHost('api.waivers.example.evil.example', configured)).toBe(false);
    expect(isServiceHost('WWW.SmartWaiver.com', configured)).toBe(true);
  });
});

describe('a link', () => {
  it.each([
    ['https://console.waivers.example/w/W1', 'open'],
    ['https://sign.waivers.example/auto/?auto_tag=7', 'open'],
    ['https://www.smartwaiver.com/m/console/?waiverId=W1', 'open'],
    ['https://smartwaiver.com/', 'open'],
    ['https://waivers.example/', 'confirm'],
    ['https://example.com/help', 'confirm'],
    ['https://console.waivers.example:8443/w/W1', 'open'],
    ['http://console.waivers.example/w/W1', 'refuse'],
    ['http://127.0.0.1:5200/auto/', 'refuse'],
    ['file:///C:/Windows/System32/calc.exe', 'refuse'],
    ['javascript:alert(1)', 'refuse'],
    ['data:text/html,<script>alert(1)</script>', 'refuse'],
    ['mailto:desk@example.com', 'refuse'],
    ['ms-settings:privacy', 'refuse'],
    ['https://user:pw@console.waivers.example/', 'refuse'],
    ['//console.waivers.example/', 'refuse'],
    ['', 'refuse'],
  ])('%s → %s', (url, action) => {
    expect(judgeLink(url, configured).action).toBe(action);
  });

  it('names the host to confirm with its port, in ASCII', () => {
    expect(judgeLink('https://example.com:8443/x', configured)).toEqual({
      action: 'confirm',
      url: 'https://example.com:8443/x',
      host: 'example.com:8443',
    });
    const lookAlike = judgeLink('https://smartwаiver.com/', configured);
    expect(lookAlike).toMatchObject({ action: 'confirm' });
    expect(lookAlike.action === 'confirm' && lookAlike.host).toMatch(/^xn--/);
  });

  it('says why it is not opened as a reason the page words, never a sentence', () => {
    const insecure = judgeLink('http://example.com', configured);
    expect(insecure).toEqual({
      action: 'refuse',
      reason: 'insecure',
    });
    const program = judgeLink('file:///etc/passwd', configured);
    expect(program.action === 'refuse' && program.reason).toBe('scheme');
  });
});
