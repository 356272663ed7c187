import { isIP } from 'node:net';

/** Pure: whether an IP address (as a socket reports it) is this machine's loopback: 127.0.0.0/8 or ::1. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(v4) === 4) return v4.startsWith('127.');
  if (isIP(address) !== 6) return false;
  const groups = address.split(':').filter((g) => g !== '');
  return groups.length > 0 && groups.slice(0, -1).every((g) => /^0+$/.test(g)) && /^0*1$/.test(groups.at(-1)!);
}

/** Pure: whether a HOST to listen on is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || isLoopbackAddress(h);
}
