// Sandbox card numbers: 16 digits in a test range (the 424242 BIN card networks document for testing, so no real
// card can ever match), Luhn-valid, with an expiry three years out and a three-digit CVC, from a secure random source.
import crypto from "node:crypto";

/** The test range every sandbox card number starts with. */
export const SANDBOX_CARD_BIN = "424242";
const CARD_LENGTH = 16;
const YEARS_VALID = 3;

/** The Luhn check digit of `digits` (the digits before it). */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // Doubled: every second digit counting leftwards from the one beside the check digit.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isLuhnValid(number: string): boolean {
  return /^\d{2,19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => String(crypto.randomInt(10))).join("");
}

export interface CardSecrets {
  number: string;
  cvc: string;
  expMonth: number;
  expYear: number;
}

/** A new sandbox card's number, CVC and expiry (the month it is issued in, three years on). */
export function newCardSecrets(now: number): CardSecrets {
  const body = SANDBOX_CARD_BIN + randomDigits(CARD_LENGTH - SANDBOX_CARD_BIN.length - 1);
  const issued = new Date(now);
  return {
    number: body + luhnCheckDigit(body),
    cvc: randomDigits(3),
    expMonth: issued.getUTCMonth() + 1,
    expYear: issued.getUTCFullYear() + YEARS_VALID,
  };
}

/** The AES-GCM contexts that bind a sealed number and CVC to their card (core/secret-box.ts). */
export const numberContext = (cardId: string) => `card-number:${cardId}`;
export const cvcContext = (cardId: string) => `card-cvc:${cardId}`;
