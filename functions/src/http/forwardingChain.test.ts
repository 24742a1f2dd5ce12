import { Socket } from 'node:net';
import { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { TRUSTED_PROXIES, trustProxies } from './app.js';
import { forwardingChainLogger, networkOf } from './forwardingChain.js';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: peer });
  const req = new IncomingMessage(socket);
  if (forwardedFor !== undefined) req.headers['x-forwarded-for'] = forwardedFor;
  return req;
}

describe('the forwarding chain, observed once per instance', () => {
  it('logs each hop of the first forwarded request, nearest first, cut to its network, trusted ones marked', () => {
    const lines: string[] = [];
    const observe = forwardingChainLogger(trustProxies(TRUSTED_PROXIES), (line) => lines.push(line));
    observe(request('169.254.8.1')); // not forwarded: nothing to learn
    expect(lines).toEqual([]);
    observe(request('169.254.8.1', '198.51.100.23, 35.191.12.34'));
    observe(request('169.254.8.1', '203.0.113.9, 35.191.1.1'));
    expect(lines).toEqual([
      'forwarded request, hops nearest first: 169.254.0.0/16 (trusted) → 35.191.0.0/16 (trusted) → 198.51.0.0/16',
    ]);
    // The client's own address never appears.
    expect(lines.join()).not.toContain('198.51.100.23');
  });

  it('cuts IPv4, mapped IPv4 and IPv6 addresses to their network', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.0.0/16');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.0.0/16');
    expect(networkOf('2001:db8:1::5')).toBe('2001:db8::/32');
    expect(networkOf('::1')).toBe('0:0::/32');
  });
});
