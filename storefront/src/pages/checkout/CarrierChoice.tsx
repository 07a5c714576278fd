import type { CountryCode } from '@ward/shared/constants';
import { useState } from 'preact/hooks';
import type { QuoteDto, ShippingOptionDto } from '../../api/types';
import { Money } from '../../components/Price';
import { localized, useT } from '../../i18n';
import { useLanguage } from '../../state/preferences';

/** The carrier the shopper chose for the address's country (a choice for one country means nothing for another). */
export function useCarrierChoice(country: CountryCode) {
  const [choice, setChoice] = useState<{ country: CountryCode; id: number } | null>(null);
  return {
    carrierId: choice?.country === country ? choice.id : null,
    choose: (id: number) => setChoice({ country, id }),
  };
}

/** The choice as the checkout wires it: the quote's carriers, the one chosen or else priced. */
export function CarrierChoice({ quote, carrierId, choose }: { quote: QuoteDto | null } & ReturnType<typeof useCarrierChoice>) {
  if (!quote) return null;
  return (
    <CarrierOptions
      options={quote.shippingOptions}
      chosen={carrierId ?? quote.carrier?.id ?? null}
      free={quote.freeShipping}
      onChoose={choose}
    />
  );
}

interface Props {
  options: ShippingOptionDto[];
  /** the carrier chosen, else the one the quote priced */
  chosen: number | null;
  free: boolean;
  onChoose: (carrierId: number) => void;
}

/**
 * Who delivers, when more than one carrier serves the address (issue 37 §10): each with its price
 * (free when the order ships free) and its delivery estimate. One carrier needs no choice.
 */
export function CarrierOptions({ options, chosen, free, onChoose }: Props) {
  const t = useT();
  const lang = useLanguage();
  if (options.length < 2) return null;
  return (
    <fieldset class="choice-cards carrier-choice">
      <legend class="field-label">{t('checkout.carrier')}</legend>
      {options.map((o) => (
        <label class={`choice-card${chosen === o.carrier.id ? ' is-selected' : ''}`}>
          <input type="radio" name="carrier" checked={chosen === o.carrier.id} onChange={() => onChoose(o.carrier.id)} />
          <span>
            <strong>
              {localized(o.carrier.name, lang)} · {free ? t('shipping.free') : <Money amount={o.fee} />}
            </strong>
            <span class="muted small">{t('shipment.businessDays', { min: o.days.min, max: o.days.max })}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
