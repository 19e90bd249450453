import { readFileSync } from 'node:fs';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a push may go. A subscription's endpoint is typed by whoever calls the API, and the app
 * later POSTs to it from inside the network: unchecked, it is a server-side request forgery. So an
 * endpoint must be an https URL on the default port, without credentials, on a known push
 * service's host (PUSH_SERVICE_HOSTS) whose every address is public; and the address is checked
 * again when connecting (see `guardedLookup`), so a name that resolves elsewhere later (DNS
 * rebinding) reaches nothing. Redirects are never followed (push-delivery.ts).
 */

/** The browsers' push services (Chrome/Edge via FCM, Firefox, Safari, legacy Edge/WNS). */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

/** Not the public internet: private, loopback, link-local, shared, multicast and reserved ranges. */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
/** IPv6: only global unicast (2000::/3) is public, less its documentation, 6to4, Teredo and IETF blocks. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !nonPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  return globalUnicast.check(address, 'ipv6') && !nonPublic.check(address, 'ipv6');
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** The system resolver (getaddrinfo, as the connection itself would use). */
export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Tests only: names answered from a JSON file ({"host": ["address", …]}), read on every lookup so
 * a test can change an answer between subscribing and sending (DNS rebinding). A name missing from
 * the file does not exist.
 */
export function fileResolver(file: string): Resolver {
  return (hostname) => {
    const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[] | undefined>;
    const addresses = table[hostname.toLowerCase()];
    if (!addresses || addresses.length === 0) {
      return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    }
    return Promise.resolve(addresses.map((address) => ({ address, family: isIP(address) })));
  };
}

/**
 * The endpoint fails a rule. `permanent`: it always will (its form, its host, a private address),
 * so a stored subscription is dropped; a name that does not resolve right now may again later.
 */
export class PushEndpointRefused extends Error {
  constructor(
    message: string,
    readonly permanent = true,
  ) {
    super(message);
  }
}

export interface PushEndpointPolicy {
  /** Lower-cased host names; an endpoint's host is one of them or a subdomain of one. */
  serviceHosts: string[];
  resolve: Resolver;
  /** The http origin of the tests' own push service, exempt from every rule, or null. */
  testOrigin: string | null;
}

function onServiceHost(hostname: string, serviceHosts: string[]): boolean {
  return serviceHosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

/** The test origin, or null when the endpoint must pass the public-https rules. */
export function isTestEndpoint(url: URL, policy: PushEndpointPolicy): boolean {
  return policy.testOrigin !== null && url.origin === policy.testOrigin;
}

/** Throws PushEndpointRefused unless every address `hostname` resolves to is public. */
export async function publicAddresses(hostname: string, resolve: Resolver): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A name that does not exist is the subscriber's mistake; anything else may pass (retry).
    if (code === 'ENOTFOUND' || code === 'ENODATA') throw new PushEndpointRefused(`${hostname} does not resolve`, false);
    throw error;
  }
  if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new PushEndpointRefused(`${hostname} resolves to an address that is not public`);
  }
  return addresses;
}

/** The checks made when subscribing: the URL's form, then its name's addresses. */
export async function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): Promise<URL> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointRefused('not a URL');
  }
  if (isTestEndpoint(url, policy)) return url;
  if (url.protocol !== 'https:') throw new PushEndpointRefused('not https');
  if (url.username !== '' || url.password !== '') throw new PushEndpointRefused('credentials in the URL');
  // The URL parser writes the default port as ''; any other port is not a push service's.
  if (url.port !== '') throw new PushEndpointRefused('not the https port');
  const hostname = url.hostname.toLowerCase();
  // An address literal (127.0.0.1, [::1], 0x7f000001 as the parser normalizes it) is no push service.
  if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) throw new PushEndpointRefused('an address, not a host name');
  if (!onServiceHost(hostname, policy.serviceHosts)) throw new PushEndpointRefused('not a known push service');
  await publicAddresses(hostname, policy.resolve);
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that connects only to public addresses, checked at the moment of
 * connecting: the address checked is the address used.
 */
export function guardedLookup(resolve: Resolver) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    publicAddresses(hostname, resolve).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, ''),
    );
  };
}
