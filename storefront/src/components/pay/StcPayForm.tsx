import type { PayPageDto } from '@ward/shared/checkout-types';
import { useState } from 'preact/hooks';
import { Field, FormError } from '../Field';
import { useT } from '../../i18n';
import { confirmStcPay, createPayment, MoyasarRefused, resultUrl, type MoyasarPayment } from '../../lib/moyasar';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../state/preferences';

/** STC Pay: the mobile number registered with STC Pay, then the one-time code STC Pay sends (both straight to Moyasar). */
export function StcPayForm({ page }: { page: PayPageDto }) {
  const t = useT();
  const lang = useLanguage();
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [started, setStarted] = useState<MoyasarPayment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const start = async (event: Event) => {
    event.preventDefault();
    const local = mobile.replace(/[\s-]/g, '').replace(/^(?:\+966|00966)/, '0');
    if (!/^05\d{8}$/.test(local)) return setFieldError(t('pay.mobileInvalid'));
    setFieldError(undefined);
    setSending(true);
    setError(null);
    try {
      const payment = await createPayment(page, { type: 'stcpay', mobile: local });
      if (payment.status === 'initiated' && payment.source.transaction_url) setStarted(payment);
      else location.assign(resultUrl(page, payment));
    } catch (e) {
      setError(e instanceof MoyasarRefused ? t('pay.refused') : t('pay.unreachable'));
    } finally {
      setSending(false);
    }
  };

  const confirm = async (event: Event) => {
    event.preventDefault();
    if (!/^\d{4,8}$/.test(otp.trim())) return setFieldError(t('pay.otpInvalid'));
    setSending(true);
    try {
      const payment = await confirmStcPay(started!.source.transaction_url!, otp.trim());
      location.assign(resultUrl(page, payment));
    } catch {
      setSending(false);
      setError(t('pay.unreachable'));
    }
  };

  return started ? (
    <form onSubmit={confirm} noValidate class="pay-form">
      <FormError message={error} />
      <p>{t('pay.otpSent')}</p>
      <Field
        label={t('pay.otp')}
        value={otp}
        onValue={setOtp}
        error={fieldError}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={8}
      />
      <button type="submit" class="btn btn-primary btn-lg btn-block" disabled={sending}>
        {sending ? t('common.sending') : t('pay.confirm')}
      </button>
    </form>
  ) : (
    <form onSubmit={start} noValidate class="pay-form">
      <FormError message={error} />
      <Field
        label={t('pay.stcMobile')}
        value={mobile}
        onValue={setMobile}
        error={fieldError}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        placeholder="05XXXXXXXX"
      />
      <button type="submit" class="btn btn-primary btn-lg btn-block" disabled={sending}>
        {sending ? t('common.sending') : t('pay.payAmount', { amount: formatMoney(page.amount / 100, lang) })}
      </button>
    </form>
  );
}
