import { westernDigits } from '@ward/shared';
import { escapeLike } from '../common/rest-list.js';

/** Something typed that can only be (part of) a phone number: digits, a leading + or 00, spaces, dashes. */
const PHONE_LIKE = /^\+?[\d\s-]{3,}$/;
/** Something typed that is the start of an email: a local part, then @ and maybe part of the domain. */
const EMAIL_START = /^[^\s@]+@\S*$/;

/**
 * The E.164 start of the numbers a typed (partial) number stands for, or null when it may be any
 * part of a number. Phones are stored in E.164 (+9665…), so 05…, 9665…, 009665… and +9665… all
 * name the same Saudi mobiles.
 */
export function phonePrefix(typed: string): string | null {
  const digits = westernDigits(typed).replace(/[\s-]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('966')) return `+${digits}`;
  if (digits.startsWith('0')) return `+966${digits.slice(1)}`;
  return null;
}

/**
 * The condition "user `u` matches the search text `q`" and its parameters, shaped for an index:
 * the start of a phone number (any written form) or of an email reads a btree prefix
 * (users_phone_prefix, users_email_prefix); anything else, part of a name, email or number,
 * reads the users_search trigram index. A common trigram such as "cus" or "@gm" sits in most
 * emails, so a trigram match of a whole email reads most of that index; its prefix reads a few pages.
 */
export function customerMatch(u: string, q: string): [sql: string, params: Record<string, string>] {
  // an admin typing on an Arabic keyboard writes ٠٥٠…
  const text = westernDigits(q.trim());
  const prefix = PHONE_LIKE.test(text) ? phonePrefix(text) : null;
  if (prefix) return [`${u}.phone LIKE :f_qphone`, { f_qphone: `${escapeLike(prefix)}%` }];
  if (EMAIL_START.test(text)) return [`${u}.email LIKE :f_qemail`, { f_qemail: `${escapeLike(text.toLowerCase())}%` }];
  const needle = PHONE_LIKE.test(text) ? text.replace(/[\s-]/g, '') : text;
  return [
    `(lower(${u}.name) || ' ' || coalesce(${u}.email, '') || ' ' || coalesce(${u}.phone, '')) ILIKE :f_q`,
    { f_q: `%${escapeLike(needle)}%` },
  ];
}
