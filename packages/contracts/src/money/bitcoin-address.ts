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

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** The bytes of a base58 string, leading "1"s as zero bytes; null for a character outside the alphabet. */
function base58Bytes(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit === -1) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  const zeros = text.length - text.replace(/^1+/, "").length;
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...bytes]);
}

/**
 * True for a mainnet legacy address in base58check: version 0x00 (pay to key hash, "1…") or 0x05 (pay to script hash,
 * "3…"), a 20-byte hash, and the first four bytes of the double SHA-256 as its checksum. `sha256` is passed in so a
 * page that never checks a Bitcoin address loads no SHA-256.
 */
export function isBase58CheckAddress(address: string, sha256: (bytes: Uint8Array) => Uint8Array): boolean {
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)) return false;
  const bytes = base58Bytes(address);
  if (!bytes || bytes.length !== 25 || (bytes[0] !== 0x00 && bytes[0] !== 0x05)) return false;
  const checksum = sha256(sha256(bytes.slice(0, 21)));
  return checksum.slice(0, 4).every((byte, index) => byte === bytes[21 + index]);
}
