// The check a payee's wallet address carries: an Ethereum address's EIP-55 checksum (the case of each letter of the
// hex address follows the Keccak-256 of its lower-case form), so one mistyped character is caught before money goes.
// A bank account's routing number has its own check, apart (routing-number.ts): it needs no Keccak-256, so a page
// that checks bank details alone loads none of it.
import { keccak_256 } from "@noble/hashes/sha3.js";

/** The EIP-55 form of a 0x-prefixed, 40-hex-digit address (any case). */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = "0x";
  for (let index = 0; index < hex.length; index++) {
    // The index-th nibble of the hash: at 8 or more the letter is upper case.
    const byte = hash[index >> 1]!;
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f;
    out += nibble >= 8 ? hex[index]!.toUpperCase() : hex[index];
  }
  return out;
}

/**
 * True for an address written with its EIP-55 checksum. An address all in one case carries no checksum: it is
 * refused too, since nothing in it would catch a mistyped character, and wallets show the mixed-case form.
 */
export function isChecksummedAddress(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  return toChecksumAddress(value) === value;
}
