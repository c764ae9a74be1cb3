// TRUSTED_PROXY_ADDRESSES: the peers whose X-Forwarded-For counts. Plain Node: the server entry and lib/env.ts use it.
import { BlockList, isIP } from "node:net";

import { commaList } from "../env-fields";

const ANY = "*";

function cidr(entry: string): { address: string; prefix: number; family: 4 | 6 } | undefined {
  const [address = "", prefixText, extra] = entry.split("/");
  const family = isIP(address) === 4 ? 4 : 6;
  if (isIP(address) === 0 || extra !== undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  return prefix >= 0 && prefix <= max ? { address, prefix, family } : undefined;
}

export function isProxyEntry(entry: string): boolean {
  return entry === ANY || cidr(entry) !== undefined;
}

export const proxyEntries = commaList;

/** Whether a TCP peer (as Node reports it, `::ffff:` prefix and all) is one of the setting's entries. */
export function proxyMatcher(setting: string): (peer: string | undefined) => boolean {
  const entries = proxyEntries(setting);
  if (entries.includes(ANY)) return () => true;
  const list = new BlockList();
  for (const entry of entries) {
    const range = cidr(entry);
    if (range) list.addSubnet(range.address, range.prefix, range.family === 4 ? "ipv4" : "ipv6");
  }
  return (peer) => {
    if (!peer) return false;
    const plain = peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? "ipv4" : "ipv6");
  };
}
