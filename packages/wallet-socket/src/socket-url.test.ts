import { describe, expect, it } from 'vitest';
import { WalletSocketConfigError } from './errors';
import { assertPageLocation, socketScheme, walletSocketUrl } from './socket-url';

describe('socketScheme', () => {
  it.each([
    ['https:', 'wss:'],
    ['HTTPS:', 'wss:'],
    ['https', 'wss:'],
    ['http:', 'ws:'],
    ['file:', 'ws:'],
    ['', 'ws:'],
  ])('page protocol %j -> %s', (protocol, scheme) => {
    expect(socketScheme(protocol)).toBe(scheme);
  });
});

describe('walletSocketUrl', () => {
  it('uses ws: and the page host on http pages', () => {
    expect(walletSocketUrl({ protocol: 'http:', host: 'bet.test:8080' }, 'abc')).toBe(
      'ws://bet.test:8080/wss-new?token=abc',
    );
  });

  it('uses wss: on https pages', () => {
    expect(walletSocketUrl({ protocol: 'https:', host: 'bet.test' }, 'abc')).toBe(
      'wss://bet.test/wss-new?token=abc',
    );
  });

  it('url-encodes the token', () => {
    const url = walletSocketUrl({ protocol: 'https:', host: 'bet.test' }, 'a b&c=d/é+?#');
    expect(url).toBe('wss://bet.test/wss-new?token=a%20b%26c%3Dd%2F%C3%A9%2B%3F%23');
    expect(new URL(url).searchParams.get('token')).toBe('a b&c=d/é+?#');
  });

  it('keeps an IPv6 host', () => {
    expect(walletSocketUrl({ protocol: 'http:', host: '[::1]:3000' }, 't')).toBe(
      'ws://[::1]:3000/wss-new?token=t',
    );
  });
});

describe('assertPageLocation', () => {
  it('accepts a browser-like location', () => {
    expect(() => assertPageLocation({ protocol: 'https:', host: 'bet.test' })).not.toThrow();
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'https://bet.test'],
    ['no protocol', { host: 'bet.test' }],
    ['empty protocol', { protocol: ' ', host: 'bet.test' }],
    ['no host', { protocol: 'https:' }],
    ['empty host', { protocol: 'https:', host: '' }],
    ['host with a path', { protocol: 'https:', host: 'bet.test/evil' }],
    ['host with credentials', { protocol: 'https:', host: 'user@bet.test' }],
    ['host with a space', { protocol: 'https:', host: 'bet test' }],
    ['host with a bad port', { protocol: 'https:', host: 'bet.test:99999' }],
  ])('rejects %s with a WalletSocketConfigError', (_label, location) => {
    expect(() => assertPageLocation(location)).toThrow(WalletSocketConfigError);
  });
});
