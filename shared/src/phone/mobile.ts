import { parsePhoneNumberFromString as parseWith, type CountryCode } from 'libphonenumber-js/core';
// the metadata as a JS module: the `mobile` entry imports a .json file without an import attribute
import mobileMetadata from 'libphonenumber-js/mobile/metadata';

const parsePhoneNumberFromString = (text: string, defaultCountry?: CountryCode) => parseWith(text, { defaultCountry }, mobileMetadata);

/**
 * Gulf mobile numbers (issue 18): what a shopper types — `05XXXXXXXX`, `5XXXXXXXX`,
 * `+9665XXXXXXXX`, `009665XXXXXXXX`, with spaces, dashes or Arabic-Indic digits — becomes one
 * E.164 string (`+9665XXXXXXXX`) or null. libphonenumber-js carries each country's numbering
 * plan (which prefixes are mobile, how long a number is), kept up to date from Google's
 * libphonenumber; the `mobile` metadata accepts mobile numbers only, which is what an SMS needs.
 */
export const GCC_COUNTRIES = ['SA', 'AE', 'QA', 'KW', 'BH', 'OM'] as const satisfies readonly CountryCode[];
export type GccCountry = (typeof GCC_COUNTRIES)[number];

/** Without a country code a number is read as Saudi (the shop's home market). */
const DEFAULT_COUNTRY: GccCountry = 'SA';
/** `00` is how Gulf phones dial abroad; libphonenumber expects `+`. */
const INTERNATIONAL_PREFIX = /^\s*(?:00|\u0660\u0660|\u06f0\u06f0)/;
/** What people type in a phone number; libphonenumber itself would pick a number out of any text. */
const PHONE_CHARACTERS = /^\s*\+?[\d\u0660-\u0669\u06f0-\u06f9\s().-]+$/;

export interface GccMobile {
  /** E.164, e.g. `+966512345678` */
  e164: string;
  country: GccCountry;
}

/** The number as E.164 when it is a mobile number of a Gulf country, otherwise null. */
export function parseGccMobile(input: string, defaultCountry: GccCountry = DEFAULT_COUNTRY): GccMobile | null {
  if (typeof input !== 'string' || input.length > 40 || !PHONE_CHARACTERS.test(input)) return null;
  const text = input.replace(INTERNATIONAL_PREFIX, '+');
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  const country = parsed.country;
  if (!country || !(GCC_COUNTRIES as readonly string[]).includes(country)) return null;
  return { e164: parsed.number, country: country as GccCountry };
}

export const normalizeGccMobile = (input: string): string | null => parseGccMobile(input)?.e164 ?? null;

/** For showing a stored number to a person: `+966 51 234 5678`. */
export function formatMobile(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The last digits only (logs, the back office's message list): `+966•••••5678`. */
export function maskMobile(e164: string): string {
  return e164.length > 8 ? `${e164.slice(0, 4)}${'•'.repeat(e164.length - 8)}${e164.slice(-4)}` : '••••';
}
