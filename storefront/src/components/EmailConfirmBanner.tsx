import { emailCodeSchema } from '@ward/shared/validation/auth';
import { normalizeDigits } from '@ward/shared/national-address/normalize';
import { useState } from 'preact/hooks';
import { ApiError } from '../api/client';
import { account, auth } from '../api/endpoints';
import type { UserDto } from '../api/types';
import { CodeField, FormError, SubmitButton } from './Field';
import { useT } from '../i18n';
import { primeCache, useQuery } from '../lib/query';
import { useSchemaForm } from '../lib/use-schema-form';
import { toast } from '../state/toasts';

/**
 * A gentle banner in the customer area while the account's email is unconfirmed (issue 26): the
 * registration mail carried a code; here the customer enters it, or asks for a new one.
 */
export function EmailConfirmBanner() {
  const t = useT();
  const profile = useQuery<UserDto>('/api/profile', account.profile);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const user = profile.data;
  if (!user?.email || user.emailVerified) return null;

  const sendCode = async () => {
    setSending(true);
    setError(null);
    try {
      await auth.emailVerifyCode();
      setSent(true);
      toast.success('emailConfirm.sent');
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : t('common.unknownError'));
    } finally {
      setSending(false);
    }
  };
  const confirmed = (updated: UserDto) => {
    primeCache('/api/profile', updated);
    profile.reload();
    toast.success('emailConfirm.done');
  };

  return (
    <section class="card email-confirm" aria-labelledby="email-confirm-title">
      <h2 id="email-confirm-title" class="sub-title">
        {t('emailConfirm.title')}
      </h2>
      <p class="muted">{t('emailConfirm.text', { email: user.email })}</p>
      <FormError message={error} />
      <CodeForm onConfirmed={confirmed} />
      <p class="form-aside">
        <button type="button" class="link-btn" onClick={sendCode} disabled={sending}>
          {sending ? t('common.sending') : sent ? t('emailConfirm.resend') : t('emailConfirm.send')}
        </button>
      </p>
    </section>
  );
}

function CodeForm({ onConfirmed }: { onConfirmed: (user: UserDto) => void }) {
  const t = useT();
  const { values, bind, formError, busy, form, submit } = useSchemaForm({ code: '' });
  const onSubmit = (e: Event) =>
    submit(
      e,
      emailCodeSchema,
      { code: normalizeDigits(values.code) },
      {
        send: async (data) => onConfirmed(await auth.emailVerify(data.code)),
        failure: (err) => (err instanceof ApiError && err.status < 500 ? err.message : t('common.unknownError')),
      },
    );
  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label={t('emailConfirm.title')}>
      <FormError message={formError} />
      <div class="form-grid">
        <CodeField {...bind('code')} hint={t('emailConfirm.codeHint')} />
      </div>
      <div class="form-actions">
        <SubmitButton busy={busy} label={t('emailConfirm.confirm')} />
      </div>
    </form>
  );
}
