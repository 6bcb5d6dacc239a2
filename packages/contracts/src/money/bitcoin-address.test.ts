// Bitcoin addresses: the BIP 173 and base58check vectors, and every address the bank draws checks.
import { sha256 } from "@noble/hashes/sha2.js";
import { describe, expect, it } from "vitest";
import { bech32AddressOf, isBase58CheckAddress, isBech32Address } from "./bitcoin-address.ts";

describe("bech32", () => {
  it("accepts BIP 173's version 0 vectors and the bank's own addresses; refuses a changed character", () => {
    expect(isBech32Address("BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4")).toBe(true);
    expect(isBech32Address("bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3")).toBe(true);
    expect(isBech32Address("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5")).toBe(false);
    expect(isBech32Address("bc1qw508D6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")).toBe(false);
    expect(isBech32Address("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx")).toBe(false);
    const keyHash = Uint8Array.from([0x75, 0x1e, 0x76, 0xe8, 0x19, 0x91, 0x96, 0xd4, 0x54, 0x94]).slice();
    const full = new Uint8Array(20);
    full.set(keyHash);
    expect(isBech32Address(bech32AddressOf(full))).toBe(true);
    for (let draw = 0; draw < 50; draw += 1)
      expect(isBech32Address(bech32AddressOf(crypto.getRandomValues(new Uint8Array(20))))).toBe(true);
  });
});

describe("base58check", () => {
  it("accepts pay-to-key-hash and pay-to-script-hash addresses and refuses a mistyped one", () => {
    expect(isBase58CheckAddress("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", sha256)).toBe(true);
    expect(isBase58CheckAddress("3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", sha256)).toBe(true);
    expect(isBase58CheckAddress("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", sha256)).toBe(false);
    expect(isBase58CheckAddress("0BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", sha256)).toBe(false);
  });
});
