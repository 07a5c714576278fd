import { guestClaimSchema } from '@ward/shared/validation/guest';
import { normalizeDigits } from '@ward/shared/national-address/normalize';
import { useState } from 'preact/hooks';
import { ApiError } from '../../api/client';
import { guest } from '../../api/endpoints';
import { CodeField, FormError, SubmitButton } from '../../components/Field';
import { useT } from '../../i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { setToken } from '../../state/auth';
import { forgetGuestOrder } from '../../state/guest-order';
import { toast } from '../../state/toasts';


/**
 * After a guest checkout: "create my account" in one tap. A code goes to the mobile (SMS) or
 * email the guest gave; entering it makes the account (or adds the order to the account that
 * already owns that contact) and signs the shopper in.
 */
export function GuestAccountOffer({ orderId }: { orderId: number }) {
  const t = useT();
  const [channel, setChannel] = useState<'phone' | 'email' | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const { values, bind, formError, setFormError, busy, form, submit } = useSchemaForm({ code: '' });

  const send = async () => {
    setSending(true);
    setFormError(null);
    try {
      setChannel((await guest.accountCode(orderId)).channel);
    } catch (err) {
      setFormError(err instanceof ApiError && err.status < 500 ? err.message : t('guest.sendFailed'));
    } finally {
      setSending(false);
    }
  };
  const onSubmit = (e: Event) =>
    submit(
      e,
      guestClaimSchema,
      { code: normalizeDigits(values.code) },
      {
        send: async (data) => {
          const outcome = await guest.claim(orderId, data.code);
          setToken(outcome.token);
          forgetGuestOrder();
          toast.success(outcome.merged ? 'guest.ordersMoved' : 'guest.accountCreated');
          setDone(true);
        },
        failure: (err) => (err instanceof ApiError && err.status < 500 ? err.message : t('guest.claimFailed')),
      },
    );

  if (done) return <AccountReady orderId={orderId} />;
  return (
    <section class="card guest-offer" aria-labelledby="guest-offer-title">
      <h2 class="sub-title" id="guest-offer-title">
        {t('guest.offerTitle')}
      </h2>
      <p class="muted">{t('guest.offerText')}</p>
      {channel ? (
        <form ref={form} onSubmit={onSubmit} noValidate class="auth-form">
          <p class="muted" role="status">
            {t(channel === 'phone' ? 'guest.codeSentPhone' : 'guest.codeSentEmail')}
          </p>
          <FormError message={formError} />
          <CodeField {...bind('code')} />
          <SubmitButton busy={busy} label={t('guest.confirmCode')} class="btn btn-primary btn-block" />
          <button type="button" class="link-btn" onClick={send} disabled={sending}>
            {sending ? t('common.sending') : t('phone.resend')}
          </button>
        </form>
      ) : (
        <>
          <FormError message={formError} />
          <button type="button" class="btn btn-primary btn-block" onClick={send} disabled={sending} data-testid="create-account">
            {sending ? t('common.sending') : t('guest.createAccount')}
          </button>
        </>
      )}
    </section>
  );
}

/** The account is made and the shopper signed in: on to the order. */
function AccountReady({ orderId }: { orderId: number }) {
  const t = useT();
  return (
    <section class="card guest-offer" aria-live="polite">
      <p>{t('guest.accountReady')}</p>
      <a href={`/user/orders/${orderId}`} class="btn btn-primary">
        {t('checkout.viewOrder')}
      </a>
    </section>
  );
}
