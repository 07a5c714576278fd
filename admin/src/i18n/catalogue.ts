import { messages, type Language } from '@ward/shared';

/**
 * One group of the shop's catalogue (`@ward/shared` messages) as a react-admin dictionary branch:
 * `catalogueGroup('orderStatus', 'ar')` → `{ New: 'جديد', … }`. Order statuses and timeline
 * events read the same in the back office, the storefront and the mails.
 */
export function catalogueGroup(group: string, lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) if (key.startsWith(`${group}.`)) out[key.slice(group.length + 1)] = text[lang];
  return out;
}
