import { proxyEntries } from "./proxy-addresses";

const ADDRESS_MAX_LENGTH = 64;

function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").slice(0, ADDRESS_MAX_LENGTH);
}

// Only the entry the outermost trusted proxy appended counts: anything left of it is client-written.
export function trustedClientAddress(
  forwardedFor: string | string[] | undefined,
  peerAddress: string | undefined,
  hops: number,
  isTrustedProxy: (peer: string | undefined) => boolean = () => true,
): string {
  // A peer that is not a trusted proxy reached the port directly: whatever it wrote in the header is its own.
  if (hops === 0 || !isTrustedProxy(peerAddress)) return peerAddress ? plainAddress(peerAddress) : "unknown";
  const entries = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped the outer ones; the left-most is the best there is.
  const entry = entries.at(-hops) ?? entries[0] ?? peerAddress;
  return entry ? plainAddress(entry) : "unknown";
}

export function trustedHopDescription(hops: number, proxies = "*"): string {
  if (hops === 0)
    return "client address: the TCP peer (TRUSTED_PROXY_HOPS=0; X-Forwarded-For from clients is ignored)";
  const position = hops === 1 ? "right-most" : `${ordinal(hops)} from the right`;
  const entries = proxyEntries(proxies);
  const from = entries.includes("*") ? "from any peer" : `only from ${entries.join(", ")}`;
  return `client address: the ${position} X-Forwarded-For entry (TRUSTED_PROXY_HOPS=${hops}: ${hops} ${hops === 1 ? "proxy" : "proxies"} in front), ${from} (TRUSTED_PROXY_ADDRESSES)`;
}

function ordinal(n: number): string {
  const suffix = n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th";
  return `${n}${suffix}`;
}
