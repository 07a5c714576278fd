import { forgotPasswordSchema } from '@ward/shared/validation/auth';
import { route } from 'preact-router';
import { ApiError } from '../api/client';
import { auth } from '../api/endpoints';
import { ResetSteps } from '../components/AuthSteps';
import { EmailField, FormError, SubmitButton } from '../components/Field';
import { useT } from '../i18n';
import { useHead } from '../lib/head';
import { readReset, writeReset } from '../lib/reset';
import { useSchemaForm } from '../lib/use-schema-form';
import { toast } from '../state/toasts';

/** forgot-password/request: enter the email; a 6-digit code is mailed. */
export default function ForgotPasswordRequest(_props: { path?: string }) {
  const t = useT();
  useHead({ title: t('reset.title'), path: '/forgot-password/request' });
  const { values, bind, formError, busy, form, submit } = useSchemaForm(() => ({ email: readReset().email ?? '' }));
  const onSubmit = (e: Event) =>
    submit(e, forgotPasswordSchema, values, {
      send: async ({ email }) => {
        await auth.forgotPassword(email);
        writeReset({ email });
        toast.success('reset.codeSent');
        route('/forgot-password/verify-code');
      },
      failure: (err) => (err instanceof ApiError && err.status < 500 ? err.message : t('reset.sendFailed')),
    });
  return (
    <div class="container page narrow">
      <div class="card auth-card">
        <ResetSteps at={0} />
        <h1 class="page-title">{t('reset.title')}</h1>
        <p class="muted">{t('reset.requestText')}</p>
        <form ref={form} onSubmit={onSubmit} noValidate class="auth-form">
          <FormError message={formError} />
          <EmailField {...bind('email')} />
          <SubmitButton busy={busy} label={t('reset.sendCode')} class="btn btn-primary btn-block btn-lg" />
        </form>
        <p class="form-aside center">
          <a href="/account">{t('reset.backToLogin')}</a>
        </p>
      </div>
    </div>
  );
}
