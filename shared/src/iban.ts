/**
 * Saudi IBANs (issue 30: a cash-on-delivery refund by bank transfer): `SA`, two check digits, a
 * two-digit bank code and an 18-character account number — 24 characters, written in groups of
 * four or not. The check digits are ISO 13616's: the number read with the country moved to the
 * end (letters as 10–35) leaves 1 when divided by 97.
 */
const SAUDI_IBAN = /^SA\d{4}[0-9A-Z]{18}$/;

/** Without spaces or dashes, upper case, Arabic-Indic digits read as 0–9. */
export function normalizeIban(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s-]/g, '')
    .toUpperCase();
}

/** ISO 13616 mod-97 over the rearranged number, four characters at a time (no big integers). */
function checksumOk(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of rearranged) {
    const value = parseInt(char, 36);
    rest = (rest * (value > 9 ? 100 : 10) + value) % 97;
  }
  return rest === 1;
}

/** A well-formed Saudi IBAN whose check digits agree (after `normalizeIban`). */
export function isSaudiIban(value: string): boolean {
  const iban = normalizeIban(value);
  return SAUDI_IBAN.test(iban) && checksumOk(iban);
}

/** What lists and messages show: the country and the last four characters only. */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  return `${iban.slice(0, 2)}•• •••• •••• •••• •••• ${iban.slice(-4)}`;
}
