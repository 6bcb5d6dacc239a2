// Bitcoin addresses in bech32 (BIP 173, segregated witness version 0: "bc1q…"), the form the bank gives its BTC
// wallets as deposit addresses. Pure code, no Node built-in: the site checks an address with the same function.

const CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let bit = 0; bit < 5; bit += 1) if ((top >>> bit) & 1) checksum ^= GENERATOR[bit]!;
  }
  return checksum >>> 0;
}

function expandPrefix(prefix: string): number[] {
  const high = [...prefix].map((char) => char.charCodeAt(0) >>> 5);
  const low = [...prefix].map((char) => char.charCodeAt(0) & 31);
  return [...high, 0, ...low];
}

/** Regroups bits (8 to 5 when encoding, 5 to 8 when decoding); null when the padding is not zero. */
function regroup(data: readonly number[], from: number, to: number, pad: boolean): number[] | null {
  let accumulator = 0;
  let bits = 0;
  const out: number[] = [];
  const mask = (1 << to) - 1;
  for (const value of data) {
    accumulator = (accumulator << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((accumulator >>> bits) & mask);
    }
  }
  if (pad && bits > 0) out.push((accumulator << (to - bits)) & mask);
  else if (!pad && (bits >= from || ((accumulator << (to - bits)) & mask) !== 0)) return null;
  return out;
}

/** A version 0 witness address for a 20-byte key hash on mainnet ("bc1q…", 42 characters). */
export function bech32AddressOf(keyHash: Uint8Array): string {
  const data = [0, ...regroup([...keyHash], 8, 5, true)!];
  const checked = polymod([...expandPrefix("bc"), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, index) => (checked >>> (5 * (5 - index))) & 31);
  return `bc1${[...data, ...checksum].map((value) => CHARSET[value]).join("")}`;
}

/** True for a mainnet version 0 witness address (20 or 32 byte program) with a valid bech32 checksum. */
export function isBech32Address(address: string): boolean {
  if (address.length < 14 || address.length > 74) return false;
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase();
  if (!lower.startsWith("bc1")) return false;
  const values = [...lower.slice(3)].map((char) => CHARSET.indexOf(char));
  if (values.length < 7 || values.includes(-1)) return false;
  if (polymod([...expandPrefix("bc"), ...values]) !== 1) return false;
  const [version, ...rest] = values.slice(0, -6);
  if (version !== 0) return false;
  const program = regroup(rest, 5, 8, false);
  return program !== null && (program.length === 20 || program.length === 32);
}
