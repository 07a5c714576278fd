import { resetPasswordSchema } from '@ward/shared/validation/auth';
import { route } from 'preact-router';
import { useEffect } from 'preact/hooks';
import { ApiError } from '../api/client';
import { auth } from '../api/endpoints';
import { ResetSteps } from '../components/AuthSteps';
import { FormError, SubmitButton } from '../components/Field';
import { PasswordField } from '../components/PasswordField';
import { useT } from '../i18n';
import { useHead } from '../lib/head';
import { clearReset, readReset } from '../lib/reset';
import { useSchemaForm } from '../lib/use-schema-form';
import { toast } from '../state/toasts';

/** forgot-password/reset: the new password (≥ 8, confirmed), with the checked code. */
export default function ForgotPasswordReset(_props: { path?: string }) {
  const t = useT();
  useHead({ title: t('reset.newTitle'), noindex: true });
  const { email, code } = readReset();
  const { values, bind, formError, setFormError, busy, form, submit } = useSchemaForm({ password: '', confirm: '' });

  useEffect(() => {
    if (!email) route('/forgot-password/request', true);
    else if (!code) route('/forgot-password/verify-code', true);
  }, [email, code]);

  const input = { Email: email, Token: code, NewPassword: values.password, ConfirmPassword: values.confirm };
  const onSubmit = (e: Event) =>
    submit(e, resetPasswordSchema, input, {
      send: async (data) => {
        await auth.resetPassword(data.Email, data.Token, data.NewPassword);
        clearReset();
        toast.success('reset.done');
        route('/account', true);
      },
      failure: (err) => (err instanceof ApiError && err.status < 500 ? err.message : t('reset.updateFailed')),
      // the schema and the server speak the server's names; a bad code or email came from the earlier steps
      fromSchema: (found) => {
        if (found.Token || found.Email) setFormError(t('reset.verifyFailed'));
        return { password: found.NewPassword ?? '', confirm: found.ConfirmPassword ?? '' };
      },
      fromServer: { NewPassword: 'password', ConfirmPassword: 'confirm' },
    });

  return (
    <div class="container page narrow">
      <div class="card auth-card">
        <ResetSteps at={2} />
        <h1 class="page-title">{t('reset.newTitle')}</h1>
        <form ref={form} onSubmit={onSubmit} noValidate class="auth-form">
          <FormError message={formError} />
          <PasswordField label={t('field.newPassword')} autoComplete="new-password" {...bind('password')} hint={t('field.passwordHint')} />
          <PasswordField label={t('field.confirmPassword')} autoComplete="new-password" {...bind('confirm')} />
          <SubmitButton busy={busy} label={t('reset.save')} class="btn btn-primary btn-block btn-lg" />
        </form>
      </div>
    </div>
  );
}
