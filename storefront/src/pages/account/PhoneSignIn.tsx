import { formatMobile } from '@ward/shared/phone/mobile';
import { phoneCodeRequestSchema, phoneCodeVerifySchema } from '@ward/shared/validation/mobile';
import { normalizeDigits } from '@ward/shared/national-address/normalize';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../../api/client';
import { auth } from '../../api/endpoints';
import { CodeField, FormError, PhoneField, SubmitButton } from '../../components/Field';
import { useT } from '../../i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { toast } from '../../state/toasts';


/** Sign in with a Gulf mobile number: the number, then the 6-digit code texted to it (issue 18). */
export function PhoneSignIn({ onToken }: { onToken: (token: string) => void }) {
  const [phone, setPhone] = useState<string | null>(null);
  return phone ? <CodeStep phone={phone} onToken={onToken} onChangeNumber={() => setPhone(null)} /> : <NumberStep onSent={setPhone} />;
}

function NumberStep({ onSent }: { onSent: (e164: string) => void }) {
  const t = useT();
  const { values, bind, formError, busy, form, submit } = useSchemaForm({ phone: '' });
  const onSubmit = (e: Event) =>
    submit(e, phoneCodeRequestSchema, values, {
      send: async (data) => {
        await auth.requestPhoneCode(data.phone);
        onSent(data.phone);
      },
      failure: (err) => (err instanceof ApiError && err.status < 500 ? err.message : t('phone.sendFailed')),
    });
  return (
    <form ref={form} onSubmit={onSubmit} noValidate class="auth-form" aria-label={t('phone.title')}>
      <FormError message={formError} />
      <PhoneField label={t('field.mobile')} placeholder="05XXXXXXXX" hint={t('phone.numberHint')} {...bind('phone')} />
      <SubmitButton busy={busy} label={t('phone.sendCode')} class="btn btn-primary btn-block btn-lg" />
    </form>
  );
}

function CodeStep({ phone, onToken, onChangeNumber }: { phone: string; onToken: (token: string) => void; onChangeNumber: () => void }) {
  const t = useT();
  const { values, setValues, bind, formError, setFormError, busy, form, submit } = useSchemaForm({ code: '' });
  const [resending, setResending] = useState(false);
  const codeInput = useRef<HTMLDivElement>(null);
  useEffect(() => {
    codeInput.current?.querySelector('input')?.focus();
    return readCodeFromSms((code) => setValues({ code }));
  }, [setValues]);

  const onSubmit = (e: Event) =>
    submit(
      e,
      phoneCodeVerifySchema,
      { phone, code: normalizeDigits(values.code) },
      {
        send: async (data) => {
          onToken(await auth.phoneSignIn(data.phone, data.code));
        },
        failure: (err) => (err instanceof ApiError && err.status < 500 ? err.message : t('phone.verifyFailed')),
        fromSchema: (found) => ({ code: found.code ?? found.phone ?? '' }),
      },
    );

  const resend = async () => {
    setResending(true);
    try {
      await auth.requestPhoneCode(phone);
      toast.success('phone.codeResent');
    } catch (err) {
      setFormError(err instanceof ApiError && err.status < 500 ? err.message : t('phone.sendFailed'));
    } finally {
      setResending(false);
    }
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate class="auth-form" aria-label={t('phone.codeTitle')}>
      <p class="muted">
        {t('phone.codeSentTo')} <bdi dir="ltr">{formatMobile(phone)}</bdi>{' '}
        <button type="button" class="link-btn" onClick={onChangeNumber}>
          {t('phone.changeNumber')}
        </button>
      </p>
      <FormError message={formError} />
      <div ref={codeInput}>
        <CodeField {...bind('code')} hint={t('phone.codeHint')} />
      </div>
      <SubmitButton busy={busy} label={t('phone.signIn')} class="btn btn-primary btn-block btn-lg" />
      <p class="form-aside center phone-resend">
        <button type="button" class="link-btn" onClick={resend} disabled={resending}>
          {resending ? t('common.sending') : t('phone.resend')}
        </button>
      </p>
    </form>
  );
}

/** Android Chrome's WebOTP: offers the texted code (bound to this site by the SMS's last line) without typing. */
function readCodeFromSms(onCode: (code: string) => void): () => void {
  if (typeof window === 'undefined' || !('OTPCredential' in window)) return () => undefined;
  const abort = new AbortController();
  navigator.credentials
    .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
    .then((credential) => {
      const code = (credential as { code?: string } | null)?.code;
      if (code) onCode(code);
    })
    .catch(() => undefined);
  return () => abort.abort();
}
