// The contract's EIP-55 check of a wallet address, fetched when a new payee is to be paid in USDC: it needs
// Keccak-256 (@noble/hashes, about 2.6 KB gzipped), which no other part of the payments page does.
export { isBitcoinAddress, isChecksummedAddress } from "@bank/contracts";
