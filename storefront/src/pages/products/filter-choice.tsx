import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../state/preferences';

/** A choice that would show nothing is greyed (still choosable: other filters may change). */
export const choiceClass = (n: number | undefined) => (n === 0 ? 'choice is-empty' : 'choice');

/** How many results a choice would show (nothing when unknown). */
export function Count({ n }: { n: number | undefined }) {
  const lang = useLanguage();
  return n === undefined ? null : <span class="choice-count">{formatNumber(n, lang)}</span>;
}
