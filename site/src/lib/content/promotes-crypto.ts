// Which article tags promote crypto, so the article carries the crypto disclaimer beside its text.
const CRYPTO_TAGS = new Set(["crypto", "usdc", "stablecoins", "bitcoin", "ethereum", "custody", "blockchain"]);

export function promotesCrypto(tags: readonly string[]): boolean {
  return tags.some((tag) => CRYPTO_TAGS.has(tag.toLowerCase()));
}
