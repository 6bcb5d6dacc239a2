// The check a payee's bank details carry: an ABA routing number's checksum (the American Bankers Association's weights
// 3, 7, 1), so one mistyped digit is caught before money goes.

/** True for nine digits whose weighted sum (3, 7, 1, repeated) is a multiple of 10. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return sum % 10 === 0 && value !== "000000000";
}
