import { labelText } from '@ward/shared/variants';
import type { PaymentMethod } from '@ward/shared/constants';
import type { Ref } from 'preact';
import type { QuoteDto } from '../../api/types';
import { AddressSummary, type AddressLike } from '../../components/AddressSummary';
import { Field } from '../../components/Field';
import { Img } from '../../components/Img';
import { LOGOS_OF, PaymentLogo } from '../../components/PaymentLogos';
import { Money } from '../../components/Price';
import { localized, useT } from '../../i18n';
import { useLanguage } from '../../state/preferences';
import type { GiftForm } from './gift';
import { GiftOptions } from './GiftOptions';
import type { SampleChoice } from './samples';
import { SampleOptions } from './SampleOptions';
import { CheckoutBoxesView, type CheckoutBoxes } from './CheckoutBoxes';

interface Props {
  address: AddressLike;
  method: PaymentMethod;
  /** the current quote (null while a newer one is asked for): the button waits for it */
  quote: QuoteDto | null;
  notes: string;
  setNotes: (notes: string) => void;
  gift: GiftForm;
  /** the "order updates on WhatsApp" and "offers and cart reminders" boxes */
  boxes: CheckoutBoxes;
  samples: SampleChoice;
  placing: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  goTo: (step: 'shipping' | 'payment') => void;
  onPlace: () => void;
}

/** Step 3: where it goes, how it is paid, the priced lines, free samples, gift options, a note for the shop, the WhatsApp box, and the order button. */
export function ReviewStep({ address, method, quote, notes, setNotes, gift, samples, boxes, placing, headingRef, goTo, onPlace }: Props) {
  const t = useT();
  const lang = useLanguage();
  return (
    <section class="card" aria-labelledby="review-title">
      <h2 class="sub-title" id="review-title" ref={headingRef} tabIndex={-1}>
        {t('checkout.step.review')}
      </h2>
      <div class="review-grid">
        <div>
          <h3 class="mini-title">{t('checkout.deliverTo')}</h3>
          <AddressSummary address={address} />
          <button type="button" class="link-btn" onClick={() => goTo('shipping')}>
            {t('common.edit')}
          </button>
        </div>
        <div>
          <h3 class="mini-title">{t('checkout.step.payment')}</h3>
          <p class="review-method">
            <span dir="ltr">
              {LOGOS_OF[method].map((kind) => (
                <PaymentLogo key={kind} kind={kind} />
              ))}
            </span>
            {t(`payment.${method}` as 'payment.card')}
          </p>
          <button type="button" class="link-btn" onClick={() => goTo('payment')}>
            {t('common.edit')}
          </button>
        </div>
      </div>
      <ul class="review-lines">
        {(quote?.lines ?? []).map((l) => (
          <li>
            <Img image={l.image} alt="" sizes="56px" />
            <span>
              {l.name ? localized(l.name, lang) : `#${l.productId}`}
              {l.optionLabels?.length ? ` (${labelText(l.optionLabels, lang)})` : ''} × {l.quantity}
              {l.message ? <span class="line-problem">{l.message}</span> : null}
            </span>
            <Money amount={l.lineTotal} />
          </li>
        ))}
      </ul>
      <SampleOptions samples={samples} quote={quote} />
      <GiftOptions gift={gift} />
      <CheckoutBoxesView boxes={boxes} />
      <Field
        label={t('checkout.notes')}
        value={notes}
        onValue={setNotes}
        multiline
        rows={2}
        maxLength={500}
        optionalLabel={t('common.optional')}
      />
      <div class="form-actions">
        <button type="button" class="btn btn-ghost" onClick={() => goTo('payment')}>
          {t('checkout.back')}
        </button>
        <button type="button" class="btn btn-primary btn-lg" disabled={placing || !quote || !quote.isValid} onClick={onPlace}>
          {placing ? t('common.sending') : method === 'cod' ? t('checkout.placeOrder') : t('checkout.placeAndPay')}
        </button>
      </div>
    </section>
  );
}
