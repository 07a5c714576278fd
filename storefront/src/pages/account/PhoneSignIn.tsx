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
export function PhoneSignIn({ onToken, onUseEmail }: { onToken: (token: string) => void; onUseEmail: () => void }) {
  const [phone, setPhone] = useState<string | null>(null);
  return phone ? (
    <CodeStep phone={phone} onToken={onToken} onChangeNumber={() => setPhone(null)} onUseEmail={onUseEmail} />
  ) : (
    <NumberStep onSent={setPhone} />
  );
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

interface CodeStepProps {
  phone: string;
  onToken: (token: string) => void;
  onChangeNumber: () => void;
  onUseEmail: () => void;
}

function CodeStep({ phone, onToken, onChangeNumber, onUseEmail }: CodeStepProps) {
  const t = useT();
  const { values, setValues, bind, formError, setFormError, busy, form, submit } = useSchemaForm({ code: '' });
  // the number is on an account that never proved it (409): that account, or a separate one (issue 37)
  const [offer, setOffer] = useState<string | null>(null);
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
        failure: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            setOffer(err.message);
            return '';
          }
          return err instanceof ApiError && err.status < 500 ? err.message : t('phone.verifyFailed');
        },
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

  if (offer)
    return <AccountOffer message={offer} phone={phone} code={normalizeDigits(values.code)} onToken={onToken} onUseEmail={onUseEmail} />;

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

interface AccountOfferProps {
  message: string;
  phone: string;
  code: string;
  onToken: (token: string) => void;
  onUseEmail: () => void;
}

/** The number is on an account (by its email) that never proved it: sign in there, or make a separate account with the number. */
function AccountOffer({ message, phone, code, onToken, onUseEmail }: AccountOfferProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const separate = async () => {
    setBusy(true);
    try {
      onToken(await auth.phoneSignIn(phone, code, true));
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : t('phone.verifyFailed'));
      setBusy(false);
    }
  };
  return (
    <div class="auth-form" role="group" aria-labelledby="phone-offer-title">
      <h2 id="phone-offer-title" class="sub-title">
        {t('phone.onAccountTitle')}
      </h2>
      <p role="status">{message}</p>
      <FormError message={error} />
      <button type="button" class="btn btn-primary btn-block" onClick={onUseEmail}>
        {t('phone.signInThere')}
      </button>
      <button type="button" class="btn btn-outline btn-block" onClick={separate} disabled={busy} aria-busy={busy}>
        {busy ? t('common.sending') : t('phone.separateAccount')}
      </button>
    </div>
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
