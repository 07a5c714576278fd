import type { Language } from '@ward/shared/constants';
import { guestCustomerSchema } from '@ward/shared/validation/guest';
import { useState } from 'preact/hooks';
import { Field } from '../../components/Field';
import { useT } from '../../i18n';
import { validate, type FieldErrors } from '../../lib/form';
import { identifyGuest } from '../../state/cart-sync';

export interface GuestContact {
  name: string;
  /** a Gulf mobile or an email */
  contact: string;
}

/** A valid mobile or email typed: the guest's cart is kept on the server from now on (abandoned-cart reminders). */
function keepCartFor(contact: string): void {
  const parsed = guestCustomerSchema.shape.contact.safeParse(contact);
  if (parsed.success) identifyGuest('email' in parsed.data ? { email: parsed.data.email } : { phone: parsed.data.phone });
}

/** The guest's name and contact as the form holds them, checked with the server's own schema. */
export function useGuestContact() {
  const [values, setValues] = useState<GuestContact>({ name: '', contact: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    values,
    errors,
    bind: (key: keyof GuestContact) => ({
      value: values[key],
      onValue: (v: string) => {
        setValues((c) => ({ ...c, [key]: v }));
        setErrors(({ [key]: _gone, ...rest }) => rest);
        if (key === 'contact') keepCartFor(v);
      },
      error: errors[key],
    }),
    /** the server's `guest.*` field errors, on these fields */
    showServerErrors: (fields: FieldErrors) =>
      setErrors(Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (k.startsWith('guest.') ? [[k.slice(6), v]] : [])))),
    check(lang: Language): boolean {
      const checked = validate(guestCustomerSchema, values, lang);
      setErrors(checked.ok ? {} : checked.errors);
      return checked.ok;
    },
  };
}
export type GuestContactForm = ReturnType<typeof useGuestContact>;

/**
 * "Continue as guest": who buys, and the mobile or email the order's updates and tracking use
 * (a mobile most often: the browser offers the shopper's number, not an email).
 */
export function GuestFields({ form }: { form: GuestContactForm }) {
  const t = useT();
  return (
    <div class="form-grid guest-fields">
      <Field label={t('guest.name')} {...form.bind('name')} autoComplete="name" />
      <Field label={t('guest.contact')} {...form.bind('contact')} type="text" autoComplete="tel" dir="ltr" hint={t('guest.contactHint')} />
    </div>
  );
}
