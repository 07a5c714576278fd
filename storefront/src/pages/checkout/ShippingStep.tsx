import type { ComponentChildren, Ref } from 'preact';
import type { AddressDto } from '../../api/types';
import { AddressSummary } from '../../components/AddressSummary';
import { ErrorState, Loading } from '../../components/Feedback';
import { PinIcon } from '../../components/Icons';
import { useT } from '../../i18n';
import type { QueryState } from '../../lib/query';
import { NewAddressFields } from './NewAddressFields';

type FieldsProps = Parameters<typeof NewAddressFields>[0];
interface Props {
  addresses: QueryState<AddressDto[]>;
  addressId: number | 'new' | null;
  setAddressId: (id: number | 'new') => void;
  fields: FieldsProps;
  formRef: Ref<HTMLFormElement>;
  headingRef: Ref<HTMLHeadingElement>;
  onContinue: (e: Event) => void;
  /** a guest's name and contact, above the address */
  buyer?: ComponentChildren;
  /** who delivers, below the address */
  carrier?: ComponentChildren;
}

/** Step 1: a saved address (the primary one first) or a new one. */
export function ShippingStep({ addresses, addressId, setAddressId, fields, formRef, headingRef, onContinue, buyer, carrier }: Props) {
  const t = useT();
  return (
    <form ref={formRef} onSubmit={onContinue} noValidate class="card">
      <h2 class="sub-title" ref={headingRef} tabIndex={-1}>
        {t('checkout.step.shipping')}
      </h2>
      {buyer}
      {addresses.loading && !addresses.data ? <Loading /> : null}
      {addresses.error && !addresses.data ? <ErrorState message={addresses.error.message} onRetry={addresses.reload} /> : null}
      <fieldset class="choice-cards">
        <legend class="sr-only">{t('checkout.deliverTo')}</legend>
        {(addresses.data ?? []).map((a) => (
          <label class={`choice-card${addressId === a.id ? ' is-selected' : ''}`}>
            <input type="radio" name="address" checked={addressId === a.id} onChange={() => setAddressId(a.id)} />
            <span>
              <strong>
                <PinIcon size={16} /> {a.title}
                {a.isPrimary ? <span class="badge badge-ok">{t('address.primary')}</span> : null}
              </strong>
              <AddressSummary address={a} />
            </span>
          </label>
        ))}
        {addresses.data ? (
          <label class={`choice-card${addressId === 'new' ? ' is-selected' : ''}`}>
            <input type="radio" name="address" checked={addressId === 'new'} onChange={() => setAddressId('new')} />
            <span>
              <strong>{t('checkout.newAddress')}</strong>
            </span>
          </label>
        ) : null}
      </fieldset>
      {addressId === 'new' ? <NewAddressFields {...fields} /> : null}
      {carrier}
      <div class="form-actions">
        <a href="/cart" class="btn btn-ghost">
          {t('checkout.backToCart')}
        </a>
        <button type="submit" class="btn btn-primary">
          {t('checkout.continue')}
        </button>
      </div>
    </form>
  );
}
