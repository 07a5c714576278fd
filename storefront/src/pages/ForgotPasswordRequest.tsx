import { forgotPasswordSchema } from '@ward/shared/validation/auth';
import { route } from 'preact-router';
import { useRef, useState } from 'preact/hooks';
import { ApiError } from '../api/client';
import { auth } from '../api/endpoints';
import { ResetSteps } from '../components/AuthSteps';
import { Field, FormError } from '../components/Field';
import { useT } from '../i18n';
import { focusFirstError, serverFieldErrors, validate, type FieldErrors } from '../lib/form';
import { useHead } from '../lib/head';
import { readReset, writeReset } from '../lib/reset';
import { useLanguage } from '../state/preferences';
import { toast } from '../state/toasts';

/** forgot-password/request: enter the email; a 6-digit code is mailed. */
export default function ForgotPasswordRequest(_props: { path?: string }) {
  const t = useT();
  const lang = useLanguage();
  useHead({ title: t('reset.title'), path: '/forgot-password/request' });
  const [email, setEmail] = useState(readReset().email ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    const checked = validate(forgotPasswordSchema, { email }, lang);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form.current);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await auth.forgotPassword(checked.data.email);
      writeReset({ email: checked.data.email });
      toast.success('reset.codeSent');
      route('/forgot-password/verify-code');
    } catch (err) {
      setErrors(serverFieldErrors(err));
      setFormError(err instanceof ApiError && err.status < 500 ? err.message : t('reset.sendFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="container page narrow">
      <div class="card auth-card">
        <ResetSteps at={0} />
        <h1 class="page-title">{t('reset.title')}</h1>
        <p class="muted">{t('reset.requestText')}</p>
        <form ref={form} onSubmit={submit} noValidate class="auth-form">
          <FormError message={formError} />
          <Field label={t('field.email')} type="email" inputMode="email" autoComplete="email" dir="ltr" value={email} onValue={setEmail} error={errors.email} />
          <button type="submit" class="btn btn-primary btn-block btn-lg" disabled={busy}>
            {busy ? t('common.sending') : t('reset.sendCode')}
          </button>
        </form>
        <p class="form-aside center">
          <a href="/account">{t('reset.backToLogin')}</a>
        </p>
      </div>
    </div>
  );
}
