/**
 * Which links may leave the app, one rule for Electron's main process and the
 * browser host's page: only https; the service's own hosts (the addresses this
 * desk is set up with, and the real service's whole domain) open at once; any
 * other https host only after the person confirms, told which host it is; http,
 * file:, custom schemes and addresses with a user name or password never.
 *
 * One exception, the one the desk's settings make for the API key: a service
 * address on this computer itself (the demo's sandbox, a local test service) may
 * be plain http, and links to exactly that origin open too. No other http link
 * does, on this computer or anywhere else.
 */
import { isLoopbackHost } from '../net/loopback.ts';
import { SERVICE_DEFAULTS } from './account.ts';

/** The hosts a link may open without asking. */
export interface LinkHosts {
  /** Exact host names: the configured service, status page, console and signing pages. */
  hosts: string[];
  /** Domains whose every subdomain counts as the service's (the real service's own). */
  domains: string[];
  /** Plain-http origins of service addresses on this computer (a sandbox), e.g. `http://127.0.0.1:5200`. */
  localOrigins: string[];
}

export type LinkVerdict =
  | { action: 'open'; url: string }
  /** `host` as the person should read it before agreeing: ASCII (punycode), so look-alike letters show. */
  | { action: 'confirm'; url: string; host: string }
  /** Why a link stays closed, which the page words (`common.links.refused.<reason>` in the catalogs). */
  | { action: 'refuse'; reason: LinkRefusal };

export type LinkRefusal = 'unreadable' | 'insecure' | 'scheme' | 'credentials';

/** Where each service address comes from; any may be missing or empty (no status page, not set up). */
export interface LinkHostSources {
  baseUrl?: string;
  statusUrl?: string;
  consoleLinkTemplate?: string;
  signingHost?: string;
}

/**
 * The registrable domain of a host, as the last two labels. Enough for the real
 * service's own hosts (`api.smartwaiver.com` → `smartwaiver.com`); not a public
 * suffix list, so it is applied to that one known host only.
 */
export function lastTwoLabels(host: string): string {
  return host.split('.').slice(-2).join('.');
}

/** The real service's domain: its API, status page, console and signing pages all live under it. */
export const REAL_SERVICE_DOMAIN = lastTwoLabels(new URL(SERVICE_DEFAULTS.baseUrl).hostname);

function parseAddress(raw: string | undefined): URL | null {
  if (!raw) return null;
  try {
    // The console link is a template: its placeholder is no part of the host.
    return new URL(raw.replaceAll('{waiverId}', 'waiver'));
  } catch {
    return null;
  }
}

export function linkHostsFrom(sources: LinkHostSources): LinkHosts {
  const addresses = [sources.baseUrl, sources.statusUrl, sources.consoleLinkTemplate, sources.signingHost]
    .map(parseAddress)
    .filter((url): url is URL => url !== null && url.username === '' && url.password === '');
  const hosts = addresses.filter((url) => url.protocol === 'https:').map((url) => url.hostname.toLowerCase());
  const localOrigins = addresses
    .filter((url) => url.protocol === 'http:' && isLoopbackHost(url.hostname))
    .map((url) => url.origin);
  return {
    hosts: [...new Set(hosts)],
    domains: [REAL_SERVICE_DOMAIN],
    localOrigins: [...new Set(localOrigins)],
  };
}

export function isServiceHost(host: string, allowed: LinkHosts): boolean {
  const name = host.toLowerCase();
  return (
    allowed.hosts.includes(name) ||
    allowed.domains.some((domain) => name === domain || name.endsWith(`.${domain}`))
  );
}

export function judgeLink(rawUrl: string, allowed: LinkHosts): LinkVerdict {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { action: 'refuse', reason: 'unreadable' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { action: 'refuse', reason: 'scheme' };
  if (url.username !== '' || url.password !== '') return { action: 'refuse', reason: 'credentials' };
  if (url.protocol === 'http:') {
    return allowed.localOrigins.includes(url.origin)
      ? { action: 'open', url: url.href }
      : { action: 'refuse', reason: 'insecure' };
  }
  if (isServiceHost(url.hostname, allowed)) return { action: 'open', url: url.href };
  return { action: 'confirm', url: url.href, host: url.host };
}
