import { useSettings } from '../../state/settings';
import { useLegalRightsT } from './legal-rights.texts';

/**
 * The buyer's rights the law gives whatever the shop writes (issue 33 §4): 7 days to return, and
 * cancellation with a full refund when delivery is 15 days late. The shop's own, longer window
 * (settings → returns) is said beside them.
 */
export function LegalReturnRights() {
  const t = useLegalRightsT();
  const windowDays = useSettings()?.returns?.windowDays ?? 0;
  return (
    <section class="card legal-rights" aria-labelledby="legal-rights-title">
      <h2 id="legal-rights-title">{t('title')}</h2>
      <ul>
        <li>{t('return')}</li>
        <li>{t('late')}</li>
        {windowDays > 7 ? <li>{t('ours', { days: windowDays })}</li> : null}
      </ul>
    </section>
  );
}
