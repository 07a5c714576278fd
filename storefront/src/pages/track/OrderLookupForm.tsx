import { orderLookupSchema } from '@ward/shared/validation/order-lookup';
import { route } from 'preact-router';
import { ApiError } from '../../api/client';
import { checkout } from '../../api/endpoints';
import { Field, FormError, SubmitButton } from '../../components/Field';
import { useT } from '../../i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { rememberGuestOrder } from '../../state/guest-order';

/** An order's number and the phone or email it was placed with: on to its tracking page (issue 18). */
export function OrderLookupForm({ orderNumber = '' }: { orderNumber?: string }) {
  const t = useT();
  const { values, bind, formError, busy, form, submit } = useSchemaForm({ orderNumber, contact: '' });
  const onSubmit = (e: Event) =>
    submit(e, orderLookupSchema, values, {
      send: async (data) => {
        const found = await checkout.lookupOrder(data.orderNumber, values.contact);
        // a guest's order: its access opens the order's returns on the tracking page
        if (found.access) rememberGuestOrder({ ...found.access, orderNumber: found.orderNumber, paymentId: null });
        route(`/track/${found.token}`);
      },
      failure: (err) => (err instanceof ApiError && err.status < 500 ? err.message : t('common.unknownError')),
    });
  return (
    <form ref={form} onSubmit={onSubmit} noValidate class="auth-form">
      <FormError message={formError} />
      <Field
        label={t('lookup.orderNumber')}
        placeholder="W100123"
        dir="ltr"
        autoComplete="off"
        autoCapitalize="characters"
        {...bind('orderNumber')}
      />
      <Field
        label={t('lookup.contact')}
        dir="ltr"
        type="text"
        inputMode="email"
        autoComplete="off"
        hint={t('lookup.contactHint')}
        {...bind('contact')}
      />
      <SubmitButton busy={busy} label={t('lookup.submit')} class="btn btn-primary btn-block btn-lg" />
    </form>
  );
}
