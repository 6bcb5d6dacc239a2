// The key per-address limits count under: an IPv4 address as it is, an IPv6 client by its /64, because one
// customer line is given a whole /64 and can rotate through its addresses at will.
import ipaddr from "ipaddr.js";

const IPV6_NETWORK_PARTS = 4; // 4 x 16 bits = the /64

export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === "ipv4") return address.toString();
  const ipv6 = address as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  const network = ipv6.parts.slice(0, IPV6_NETWORK_PARTS).map((part) => part.toString(16));
  return `${network.join(":")}::/64`;
}
