// Whose X-Forwarded-For counts (TRUST_PROXY). Unset trusts nobody: the client address is the
// peer's. A hop count trusts that many proxies in front; a list trusts those addresses or
// networks. Fastify (proxy-addr) then takes the rightmost address not trusted as the client.
import net from 'node:net';

export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for whole ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** Parses the setting; throws with a message naming what is wrong. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error('a hop count must be from 1 to 10');
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (wrong.length > 0 || entries.length === 0) {
    throw new Error(
      `expected a hop count or a list of addresses / CIDR networks (or loopback, linklocal, uniquelocal); not understood: ${wrong.join(', ') || text}`,
    );
  }
  return entries;
}

/** Fastify's form of the setting: a hop count becomes "trust the first N hops". */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
