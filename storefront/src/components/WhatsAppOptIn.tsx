import { useState } from 'preact/hooks';
import { ApiError } from '../api/client';
import { account } from '../api/endpoints';
import type { UserDto } from '../api/types';
import { useT } from '../i18n';
import { primeCache, useQuery } from '../lib/query';
import { toast } from '../state/toasts';

const Box = ({ checked, disabled, onChange }: { checked: boolean; disabled?: boolean; onChange: (v: boolean) => void }) => {
  const t = useT();
  return (
    <label class="choice wa-opt-in">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby="wa-opt-in-help"
        onChange={(e) => onChange((e.target as HTMLInputElement).checked)}
      />
      <span>
        {t('whatsapp.optIn')}
        <span id="wa-opt-in-help" class="field-hint">
          {t('whatsapp.optInHelp')}
        </span>
      </span>
    </label>
  );
};

/** The profile's switch for order updates on WhatsApp: saved at once (the server keeps when, and in which language). */
export function WhatsAppOptInCard({ user }: { user: UserDto }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  // the answer primes the profile's cache (for the next visit); this card shows it at once
  const [on, setOn] = useState(user.whatsappOptIn);
  const change = async (optIn: boolean) => {
    setBusy(true);
    try {
      const saved = await account.whatsappOptIn(optIn);
      primeCache('/api/profile', saved);
      setOn(saved.whatsappOptIn);
      toast.success(optIn ? 'whatsapp.optedIn' : 'whatsapp.optedOut');
    } catch (err) {
      toast.text(err instanceof ApiError ? err.message : t('common.unknownError'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="card" aria-label={t('whatsapp.optIn')}>
      <Box checked={on} disabled={busy} onChange={(v) => void change(v)} />
    </section>
  );
}

/** Checkout's box: asked with the order (the order's mobile number is enough); hidden for a customer already opted in. */
export function WhatsAppCheckoutBox({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const profile = useQuery<UserDto>('/api/profile', account.profile, { staleMs: 60_000 });
  if (!profile.data || profile.data.whatsappOptIn) return null;
  return <Box checked={checked} onChange={onChange} />;
}
