import { orderAddressSchema } from '@ward/shared/validation/checkout';
import type { ComponentChildren, Ref } from 'preact';
import { useT } from '../../i18n';
import { focusFirstError, validate } from '../../lib/form';
import { useLanguage } from '../../state/preferences';
import { GuestFields, type GuestContactForm } from './GuestFields';
import { addressBody } from './NewAddressFields';
import { usePrefillRecipient } from './prefill-recipient';
import { ShippingStep } from './ShippingStep';
import type { CheckoutAddress } from './use-checkout-address';

interface Props {
  guest: boolean;
  address: CheckoutAddress;
  buyer: GuestContactForm;
  /** the carrier choice (when several serve the address) */
  carrier?: ComponentChildren;
  headingRef: Ref<HTMLHeadingElement>;
  /** the address (and a guest's contact) hold: on to payment */
  onDone: () => void;
}

/** The shipping step wired to the checkout's address: checks the address (and a guest's contact) before moving on. */
export function ShippingStage({ guest, address, buyer, carrier, headingRef, onDone }: Props) {
  const t = useT();
  const lang = useLanguage();
  const { form, addressId, chosen } = address;
  usePrefillRecipient(guest, buyer.values, form.setValues);
  const continueFromShipping = (e: Event) => {
    e.preventDefault();
    const buyerOk = !guest || buyer.check(lang);
    if (addressId === 'new') {
      // the order schema's own rules: the recipient's name and phone are required there
      const checked = validate(orderAddressSchema, addressBody(form.values), lang);
      if (!checked.ok) return form.invalid(checked.errors);
    } else if (!chosen) return form.setFormError(t('checkout.chooseAddress'));
    if (!buyerOk) return focusFirstError(form.form.current);
    form.setErrors({});
    form.setFormError(null);
    onDone();
  };
  return (
    <ShippingStep
      addresses={address.addresses}
      addressId={addressId}
      setAddressId={address.setAddressId}
      fields={{
        values: form.values,
        errors: form.errors,
        bind: form.bind,
        setCountry: form.set('country'),
        setPin: (pin) => form.setValues((v) => ({ ...v, latitude: pin ? String(pin.lat) : '', longitude: pin ? String(pin.lng) : '' })),
        save: address.saveAddress,
        setSave: guest ? undefined : address.setSaveAddress,
      }}
      formRef={form.form}
      headingRef={headingRef}
      buyer={guest ? <GuestFields form={buyer} /> : null}
      carrier={carrier}
      onContinue={continueFromShipping}
    />
  );
}
