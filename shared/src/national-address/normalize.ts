import { normalizeSearchText, stripDecorations, westernDigits } from '../normalize.js';
import { SAUDI_CITIES, type SaudiCity } from './saudi-cities.js';

/**
 * Saudi National Address rules (SPL): the short address is 4 Latin letters and 4 digits
 * ("RRRD2929"), building and additional numbers 4 digits, the postal code 5 digits. People type
 * them with spaces, lower case or Arabic-Indic digits (٢٩٢٩); these forms are read as the same.
 */
export const SHORT_ADDRESS = /^[A-Z]{4}\d{4}$/;

/** " rrrd ٢٩٢٩ " → "RRRD2929": Western digits, upper case, no spaces, hyphens or bidi marks. */
export const normalizeShortAddress = (input: string): string =>
  westernDigits(stripDecorations(input))
    .replace(/[\s-]/g, '')
    .toUpperCase();

export const isShortAddress = (input: string): boolean => SHORT_ADDRESS.test(normalizeShortAddress(input));

/** A number typed with Arabic-Indic digits or spaces ("١٢ ٣٤") as plain digits ("1234"). */
export const normalizeDigits = (input: string): string => westernDigits(stripDecorations(input)).replace(/\s/g, '');

const byName = new Map<string, SaudiCity>();
for (const city of SAUDI_CITIES)
  for (const name of [city.ar, city.en, ...(city.aliases ?? [])]) byName.set(normalizeSearchText(name), city);

/** The listed Saudi city a typed name means (Arabic, English or a common other spelling), or null. */
export function findSaudiCity(name: string): SaudiCity | null {
  const key = normalizeSearchText(name);
  // the shop's own settings write both languages: "الرياض | Riyadh"
  return byName.get(key) ?? byName.get(key.split('|')[0].trim()) ?? null;
}
