import { normalizeSearchText } from '@ward/shared/normalize';
import type { JSX } from 'preact';

/** SPEC.md §9: type-ahead resets after 1 s; a submenu opens 100 ms after the pointer rests on it. */
export const TYPEAHEAD_RESET_MS = 1000;
export const SUBMENU_OPEN_DELAY_MS = 100;

export interface MenuItem {
  id: string;
  label: string;
  href?: string;
  /** a link the storefront's router must not take (another app: /admin) */
  native?: boolean;
  onSelect?: () => void;
  icon?: JSX.Element;
  /** menuitemradio */
  checked?: boolean;
  submenu?: MenuItem[];
  /** shows a dot (e.g. unread notifications) */
  dot?: boolean;
}

/** The index of the first item (after `from`, wrapping) whose label starts with `query` (the shop's one Arabic normalisation). */
export function typeaheadMatch(labels: string[], query: string, from: number): number {
  const q = normalizeSearchText(query);
  if (!q) return -1;
  for (let step = 1; step <= labels.length; step++) {
    const i = (from + step) % labels.length;
    if (normalizeSearchText(labels[i]).startsWith(q)) return i;
  }
  return -1;
}
