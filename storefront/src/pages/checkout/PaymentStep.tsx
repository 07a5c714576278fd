import type { PaymentMethod } from '@ward/shared/constants';
import type { Ref } from 'preact';
import type { PayLaterCheckDto } from '../../api/types';
import { PaymentChoices } from '../../components/checkout/PaymentChoices';
import { useT } from '../../i18n';
import { StoreCreditChoice, type StoreCredit } from './store-credit';

interface Props {
  /** the methods this shop takes and this browser can use (Apple Pay only where supported) */
  methods: PaymentMethod[];
  method: PaymentMethod;
  setMethod: (m: PaymentMethod) => void;
  /** the quote's cash-on-delivery fee and whether this total may be paid on delivery */
  codFee: number;
  codAvailable: boolean;
  /** Tabby's and Tamara's pre-check answers for this cart (absent while asking) */
  payLater: PayLaterCheckDto | undefined;
  payLaterLoading: boolean;
  credit: StoreCredit;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2: the payment methods with their logos (mada first), pay later with "4 payments of X", cash on delivery with its fee. */
export function PaymentStep({
  methods,
  method,
  setMethod,
  codFee,
  codAvailable,
  payLater,
  payLaterLoading,
  credit,
  headingRef,
  onBack,
  onContinue,
}: Props) {
  const t = useT();
  return (
    <form
      class="card"
      onSubmit={(e) => {
        e.preventDefault();
        onContinue();
      }}
    >
      <h2 class="sub-title" ref={headingRef} tabIndex={-1}>
        {t('checkout.step.payment')}
      </h2>
      <PaymentChoices
        offered={methods}
        method={method}
        onChange={setMethod}
        codFee={codFee}
        codAvailable={codAvailable}
        payLater={payLater}
        payLaterLoading={payLaterLoading}
      />
      <StoreCreditChoice credit={credit} method={method} />
      <div class="form-actions">
        <button type="button" class="btn btn-ghost" onClick={onBack}>
          {t('checkout.back')}
        </button>
        <button type="submit" class="btn btn-primary">
          {t('checkout.continue')}
        </button>
      </div>
    </form>
  );
}
