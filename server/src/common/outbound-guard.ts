import { isProviderUrl, isLoopbackHost, type MessageKey } from '@ward/shared';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, buildConnector, setGlobalDispatcher } from 'undici';

/** Addresses no provider of a shop lives at in production: the machine itself, private networks, link-local (cloud metadata)… */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/** `[::1]` → `::1`; an IPv4-mapped IPv6 address → its IPv4 address. */
const bare = (address: string) => {
  const plain = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  return mapped ? mapped[1] : plain;
};

export function isPrivateAddress(address: string): boolean {
  const ip = bare(address);
  const family = isIP(ip);
  if (family === 0) return false;
  return PRIVATE.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether provider URLs may point at this machine or a private network: outside production, or when the operator said so. */
export interface OutboundPolicy {
  allowPrivate: boolean;
}

/** Why a provider base URL is refused, or null: the shared syntax rule, then (production) no private or loopback host. */
export function providerUrlProblem(url: string, policy: OutboundPolicy): MessageKey | null {
  if (!isProviderUrl(url)) return 'validation.providerUrl';
  if (policy.allowPrivate) return null;
  const host = new URL(url).hostname;
  return isLoopbackHost(host) || isPrivateAddress(host) ? 'validation.providerUrlPrivate' : null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** DNS for outgoing connections that refuses a name resolving to a private address (a re-pointed or rebinding host). */
function guardedLookup(hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused) return callback(Object.assign(new Error(`${hostname} resolves to ${refused.address}, a private address`), { code: 'EPRIVATE' }), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

/** An undici dispatcher that refuses private, loopback and link-local peers, named in the URL or answered by DNS. */
export function guardedAgent(): Agent {
  const connect = buildConnector({ lookup: guardedLookup as never });
  return new Agent({
    connect: (options, callback) => {
      if (isPrivateAddress(options.hostname))
        return callback(Object.assign(new Error(`${options.hostname} is a private address`), { code: 'EPRIVATE' }), null);
      return connect(options, callback);
    },
  });
}

/**
 * In production, every `fetch` of this process (payment providers, ZATCA, Unifonic, WhatsApp) goes
 * through the guarded agent: a base URL typed in the back office can never reach the cloud's metadata
 * service or the database, whether it names them or a DNS name points there.
 */
export function installOutboundGuard(policy: OutboundPolicy): void {
  if (!policy.allowPrivate) setGlobalDispatcher(guardedAgent());
}

/** The environment's provider base URLs (by variable name) must pass the back office's rule too: a refused one stops the start. */
export function assertProviderUrls(urls: Record<string, string | null>, policy: OutboundPolicy): void {
  const refused = Object.entries(urls).filter(([, url]) => url !== null && providerUrlProblem(url, policy) !== null);
  if (refused.length)
    throw new Error(
      `${refused.map(([name, url]) => `${name}=${url}`).join(', ')}: a provider base URL must be https (http only to this machine), ` +
        'and in production not at a loopback, private or link-local address (ALLOW_PRIVATE_PROVIDER_URLS=true allows those for stand-ins or an internal proxy)',
    );
}
