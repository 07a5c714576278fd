import { checkCodeSchema } from '@ward/shared/validation/auth';
import { route } from 'preact-router';
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../api/client';
import { auth } from '../api/endpoints';
import { ResetSteps } from '../components/AuthSteps';
import { CodeField, FormError, SubmitButton } from '../components/Field';
import { useT } from '../i18n';
import { useHead } from '../lib/head';
import { readReset, writeReset } from '../lib/reset';
import { useSchemaForm } from '../lib/use-schema-form';
import { toast } from '../state/toasts';

/** forgot-password/verify-code: the emailed code is checked (without being used). */
export default function ForgotPasswordVerify(_props: { path?: string }) {
  const t = useT();
  useHead({ title: t('reset.verifyTitle'), noindex: true });
  const email = readReset().email ?? '';
  const { values, bind, formError, setFormError, busy, form, submit } = useSchemaForm({ code: '' });
  const [resending, setResending] = useState(false);

  useEffect(() => {
    if (!email) route('/forgot-password/request', true);
  }, [email]);

  const typed = values.code.replace(/\s/g, '').replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
  const input = { Email: email, Token: typed };
  const onSubmit = (e: Event) =>
    submit(e, checkCodeSchema, input, {
      send: async ({ Email, Token }) => {
        await auth.checkCode(Email, Token);
        writeReset({ email, code: Token });
        route('/forgot-password/reset');
      },
      failure: (err) => (err instanceof ApiError && err.status < 500 ? err.message : t('reset.verifyFailed')),
      // the schema and the server speak of Token (and Email); the page shows one code field
      fromSchema: (found) => ({ code: found.Token ?? found.Email ?? '' }),
      fromServer: { Token: 'code' },
    });

  const resend = async () => {
    setResending(true);
    try {
      await auth.forgotPassword(email);
      toast.success('reset.codeSent');
    } catch (err) {
      setFormError((err as Error).message || t('reset.sendFailed'));
    } finally {
      setResending(false);
    }
  };

  return (
    <div class="container page narrow">
      <div class="card auth-card">
        <ResetSteps at={1} />
        <h1 class="page-title">{t('reset.verifyTitle')}</h1>
        <p class="muted">
          {t('reset.verifyText')} <bdi dir="ltr">{email}</bdi> <a href="/forgot-password/request">{t('reset.changeEmail')}</a>
        </p>
        <form ref={form} onSubmit={onSubmit} noValidate class="auth-form">
          <FormError message={formError} />
          <CodeField {...bind('code')} hint={t('reset.codeHint')} />
          <SubmitButton busy={busy} label={t('reset.verify')} class="btn btn-primary btn-block btn-lg" />
        </form>
        <p class="form-aside center">
          <button type="button" class="link-btn" onClick={resend} disabled={resending}>
            {t('reset.resend')}
          </button>
        </p>
      </div>
    </div>
  );
}
