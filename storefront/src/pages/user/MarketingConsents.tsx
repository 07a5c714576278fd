import type { ConsentChannel, MyConsentsDto } from '@ward/shared/consent';
import { CONSENT_TEXTS } from '@ward/shared/consent-texts';
import { useState } from 'preact/hooks';
import { api, ApiError } from '../../api/client';
import { useT } from '../../i18n';
import { primeCache, useQuery } from '../../lib/query';
import { useLanguage } from '../../state/preferences';
import { toast } from '../../state/toasts';
import { useProfileT } from './profile.texts';

const PATH = '/api/profile/consents';

/**
 * The customer area's marketing toggles (issue 33 §1): one per channel for the account's own email
 * and mobile, each saved at once; ticking one records the text shown with it.
 */
export function MarketingConsents() {
  const t = useT();
  const pt = useProfileT();
  const lang = useLanguage();
  const consents = useQuery<MyConsentsDto>(PATH, () => api.get<MyConsentsDto>(PATH), { staleMs: 0 });
  const [busy, setBusy] = useState(false);
  if (!consents.data) return null;
  const { textVersion, channels } = consents.data;
  const change = async (channel: ConsentChannel, granted: boolean) => {
    setBusy(true);
    try {
      primeCache(PATH, await api.put<MyConsentsDto>(PATH, { channel, granted, ...(granted ? { textVersion } : {}) }));
      consents.reload();
      toast.text(pt('profile.saved'), 'success');
    } catch (err) {
      toast.text(err instanceof ApiError ? err.message : t('common.unknownError'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="card stack" aria-labelledby="marketing-title">
      <h2 id="marketing-title">{pt('profile.marketing')}</h2>
      <p class="field-hint">{CONSENT_TEXTS[textVersion][lang]}</p>
      {channels.map(({ channel, contact, granted }) => (
        <label key={channel} class="choice">
          <input
            type="checkbox"
            checked={granted}
            disabled={busy || !contact}
            onChange={(e) => void change(channel, (e.target as HTMLInputElement).checked)}
          />
          <span>
            {pt(`profile.marketing.${channel}`)}
            {contact ? null : <span class="field-hint"> {pt('profile.marketingNoContact')}</span>}
          </span>
        </label>
      ))}
    </section>
  );
}
