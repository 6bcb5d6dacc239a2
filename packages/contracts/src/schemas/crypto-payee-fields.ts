// The checks of a BTC payee's address: bech32 ("bc1…") or base58check ("1…", "3…"), each with its own checksum, so a
// mistyped character is caught before money goes. An ETH payee's address is EIP-55, as USDC's (payee-fields.ts).
import { sha256 } from "@noble/hashes/sha2.js";
import { isBase58CheckAddress, isBech32Address } from "../money/bitcoin-address.ts";

export function isBitcoinAddress(value: string): boolean {
  return isBech32Address(value) || isBase58CheckAddress(value, sha256);
}
