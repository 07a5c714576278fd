import { resetPasswordSchema } from '@ward/shared/validation/auth';
import { route } from 'preact-router';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../api/client';
import { auth } from '../api/endpoints';
import { ResetSteps } from '../components/AuthSteps';
import { FormError } from '../components/Field';
import { PasswordField } from '../components/PasswordField';
import { useT } from '../i18n';
import { focusFirstError, serverFieldErrors, validate, type FieldErrors } from '../lib/form';
import { useHead } from '../lib/head';
import { clearReset, readReset } from '../lib/reset';
import { useLanguage } from '../state/preferences';
import { toast } from '../state/toasts';

/** forgot-password/reset: the new password (≥ 8, confirmed), with the checked code. */
export default function ForgotPasswordReset(_props: { path?: string }) {
  const t = useT();
  const lang = useLanguage();
  useHead({ title: t('reset.newTitle'), noindex: true });
  const { email, code } = readReset();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!email) route('/forgot-password/request', true);
    else if (!code) route('/forgot-password/verify-code', true);
  }, []);

  const submit = async (e: Event) => {
    e.preventDefault();
    const checked = validate(resetPasswordSchema, { Email: email, Token: code, NewPassword: password, ConfirmPassword: confirm }, lang);
    if (!checked.ok) {
      setErrors({ password: checked.errors.NewPassword ?? '', confirm: checked.errors.ConfirmPassword ?? '' });
      if (checked.errors.Token || checked.errors.Email) setFormError(t('reset.verifyFailed'));
      focusFirstError(form.current);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await auth.resetPassword(checked.data.Email, checked.data.Token, checked.data.NewPassword);
      clearReset();
      toast.success('reset.done');
      route('/account', true);
    } catch (err) {
      setErrors(serverFieldErrors(err, { NewPassword: 'password', ConfirmPassword: 'confirm' }));
      setFormError(err instanceof ApiError && err.status < 500 ? err.message : t('reset.updateFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="container page narrow">
      <div class="card auth-card">
        <ResetSteps at={2} />
        <h1 class="page-title">{t('reset.newTitle')}</h1>
        <form ref={form} onSubmit={submit} noValidate class="auth-form">
          <FormError message={formError} />
          <PasswordField label={t('field.newPassword')} autoComplete="new-password" value={password} onValue={setPassword} error={errors.password || undefined} hint={t('field.passwordHint')} />
          <PasswordField label={t('field.confirmPassword')} autoComplete="new-password" value={confirm} onValue={setConfirm} error={errors.confirm || undefined} />
          <button type="submit" class="btn btn-primary btn-block btn-lg" disabled={busy}>
            {busy ? t('common.sending') : t('reset.save')}
          </button>
        </form>
      </div>
    </div>
  );
}
