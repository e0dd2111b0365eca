import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    for (const value of [undefined, '', '  ', 'false', 'FALSE', 'off', '0']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('refuses true at start, since any client could then choose its address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true .*X-Forwarded-For/);
    expect(() => readConfig({ TRUST_PROXY: 'True' })).toThrow(/TRUST_PROXY=true/);
  });

  it('reads a positive integer as a hop count: that many nearest proxies are trusted, whatever their address', () => {
    const one = parseTrustProxy('1');
    const two = readConfig({ TRUST_PROXY: ' 2 ' }).trustProxy;
    if (typeof one !== 'function' || typeof two !== 'function') throw new Error('expected a hop function');
    expect([one('10.0.0.1', 0), one('10.0.0.1', 1)]).toEqual([true, false]);
    expect([two('10.0.0.1', 0), two('192.0.2.7', 1), two('10.0.0.1', 2)]).toEqual([true, true, false]);
  });

  it('reads a comma-separated list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses entries that are not addresses or ranges, naming them', () => {
    expect(() => parseTrustProxy('10.0.0.1,proxy.internal')).toThrow(/"proxy.internal"/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
    expect(() => parseTrustProxy('::/129')).toThrow(/not understood/);
    expect(() => parseTrustProxy('10.0.0.1,,10.0.0.2')).toThrow(/""/);
    expect(() => parseTrustProxy('-1')).toThrow(/TRUST_PROXY must be/);
    expect(() => parseTrustProxy('10.0.0.0/8/1')).toThrow(/TRUST_PROXY must be/);
  });
});
