import { useState } from 'preact/hooks';
import { ApiError } from '../../api/client';
import { account } from '../../api/endpoints';
import type { EarlierAccountDto } from '../../api/types';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/Field';
import { useT } from '../../i18n';
import { useProfileT } from './profile.texts';
import { formatDate } from '../../lib/format';
import { useQuery } from '../../lib/query';
import { usePreferences } from '../../state/preferences';
import { toast } from '../../state/toasts';

/**
 * Accounts that had typed in this customer's email without confirming it lost it when the customer
 * confirmed it (issue 26); if one was the customer's own, its orders and addresses come over here.
 */
export function EarlierAccounts({ emailVerified }: { emailVerified: boolean }) {
  const t = useT();
  const pt = useProfileT();
  const { language } = usePreferences();
  const [busy, setBusy] = useState(false);
  const earlier = useQuery<EarlierAccountDto[]>(emailVerified ? '/api/profile/earlier-accounts' : null, account.earlierAccounts);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!earlier.data?.length) return null;

  const bringOver = async () => {
    setBusy(true);
    try {
      const moved = await account.bringOverEarlierAccounts();
      toast.success('profile.earlierMoved', { count: moved.orders });
      earlier.reload();
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : t('common.unknownError'));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <section class="card" aria-labelledby="earlier-title">
      <h2 id="earlier-title" class="sub-title">
        {pt('profile.earlierTitle')}
      </h2>
      <p class="muted">{pt('profile.earlierText')}</p>
      <ul>
        {earlier.data.map((a) => (
          <li key={a.id}>{t('profile.earlierItem', { date: formatDate(a.createdAt, language), count: a.orders })}</li>
        ))}
      </ul>
      <FormError message={error} />
      <div class="form-actions">
        <button type="button" class="btn btn-primary" onClick={() => setAsking(true)}>
          {pt('profile.earlierBringOver')}
        </button>
      </div>
      <Dialog open={asking} onClose={() => setAsking(false)} title={pt('profile.earlierBringOver')} closeLabel={t('common.close')}>
        <p>{pt('profile.earlierConfirm')}</p>
        <div class="form-actions">
          <button type="button" class="btn btn-primary" disabled={busy} aria-busy={busy} onClick={bringOver}>
            {pt('profile.earlierBringOver')}
          </button>
          <button type="button" class="btn btn-ghost" onClick={() => setAsking(false)}>
            {t('common.cancel')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
