import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = clientAddressKey('2001:db8:85a3:42::1');
    expect(key).toBe('2001:db8:85a3:42::/64');
    for (const same of [
      '2001:db8:85a3:42:ffff:ffff:ffff:ffff',
      '2001:0DB8:85A3:0042:0:0:0:2',
      '2001:db8:85a3:42:1:2:3:4%eth0',
      '2001:db8:85a3:42::192.0.2.1',
    ]) {
      expect(clientAddressKey(same), same).toBe(key);
    }
  });

  it('tells neighbouring /64s apart', () => {
    expect(clientAddressKey('2001:db8:85a3:43::1')).not.toBe(clientAddressKey('2001:db8:85a3:42::1'));
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is not an IP address alone', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
  });
});
