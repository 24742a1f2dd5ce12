/**
 * Once per instance, what the first forwarded request says about the proxies in front of the API:
 * each hop of its X-Forwarded-For chain, nearest first, with whether TRUSTED_PROXIES believes it.
 * That is how the deployed chain (Hosting → Google's front ends → the function) is observed rather
 * than assumed; the README says how to set TRUSTED_PROXIES from it. No client address is logged:
 * every hop is cut to its network (IPv4 /16, IPv6 /32), which names a provider, never a person.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from './rateLimits.js';

/** An address cut to its network: 203.0.113.7 → 203.0.0.0/16, 2001:db8:1::5 → 2001:db8::/32. */
export function networkOf(address: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.\d+\.\d+$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.0.0/16`;
  if (address.includes(':')) {
    const [a = '0', b = '0'] = address.split(':');
    return `${a || '0'}:${b || '0'}::/32`;
  }
  return 'unknown';
}

export function forwardingChainLogger(trust: TrustProxy, log: (message: string) => void) {
  let logged = false;
  return (req: IncomingMessage): void => {
    if (logged || req.headers['x-forwarded-for'] === undefined) return;
    logged = true;
    // proxyaddr.all: the socket's peer, then X-Forwarded-For from right (nearest) to left.
    const hops = proxyaddr
      .all(req)
      .map((address, hop) => `${networkOf(address)}${trust(address, hop) ? ' (trusted)' : ''}`);
    log(`forwarded request, hops nearest first: ${hops.join(' → ')}`);
  };
}
