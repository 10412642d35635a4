/**
 * "This computer", for the one rule every service address follows (the connect
 * form, the environment, `settings.json`, links): anything else must be https.
 *
 * Decided from the address as written, never by asking DNS: `localhost`, a
 * literal 127.0.0.0/8 address or `::1`. A name that the hosts file (or a DNS
 * server) points at 127.0.0.1 is not this computer to the desk: a later change
 * of that file would send the key in clear to wherever it points then.
 */

/** 127.0.0.0/8, as the URL parser writes any IPv4 form (`127.1`, `0x7f.0.0.1`) once parsed. */
const LOOPBACK_IPV4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** `hostname` as a parsed URL gives it (lower case, IPv6 in brackets, IPv4 canonical). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || LOOPBACK_IPV4.test(host);
}

/** Plain http to somewhere other than this computer: the key (or what the page shows) would travel in clear. */
export function isPlainHttpOffThisComputer(url: URL): boolean {
  return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
}
