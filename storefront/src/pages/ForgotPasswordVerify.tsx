import { checkCodeSchema } from '@ward/shared/validation/auth';
import { route } from 'preact-router';
import { useEffect, useRef, useState } from 'preact/hooks';
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

/** forgot-password/verify-code: the emailed code is checked (without being used). */
export default function ForgotPasswordVerify(_props: { path?: string }) {
  const t = useT();
  const lang = useLanguage();
  useHead({ title: t('reset.verifyTitle'), noindex: true });
  const email = readReset().email ?? '';
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!email) route('/forgot-password/request', true);
  }, [email]);

  const submit = async (e: Event) => {
    e.preventDefault();
    const typed = code.replace(/\s/g, '').replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
    const checked = validate(checkCodeSchema, { Email: email, Token: typed }, lang);
    if (!checked.ok) {
      setErrors({ code: checked.errors.Token ?? checked.errors.Email ?? '' });
      focusFirstError(form.current);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await auth.checkCode(checked.data.Email, checked.data.Token);
      writeReset({ email, code: checked.data.Token });
      route('/forgot-password/reset');
    } catch (err) {
      const fields = serverFieldErrors(err, { Token: 'code' });
      setErrors(fields);
      setFormError(err instanceof ApiError && err.status < 500 ? err.message : t('reset.verifyFailed'));
    } finally {
      setBusy(false);
    }
  };

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
          {t('reset.verifyText')} <bdi dir="ltr">{email}</bdi>{' '}
          <a href="/forgot-password/request">{t('reset.changeEmail')}</a>
        </p>
        <form ref={form} onSubmit={submit} noValidate class="auth-form">
          <FormError message={formError} />
          <Field
            label={t('reset.code')}
            value={code}
            onValue={setCode}
            error={errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={8}
            class="code-field"
            hint={t('reset.codeHint')}
          />
          <button type="submit" class="btn btn-primary btn-block btn-lg" disabled={busy}>
            {busy ? t('common.sending') : t('reset.verify')}
          </button>
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
