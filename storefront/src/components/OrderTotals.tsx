import type { ComponentChildren } from 'preact';
import { useT } from '../i18n';
import { Money } from './Price';
import { useTotalsT } from './order-totals.texts';

export interface TotalsFigures {
  itemCount: number;
  subtotal: number;
  discount: number;
  shipping: number;
  codFee: number;
  /** absent on figures from before gifting */
  giftWrap?: number;
  total: number;
  vat: number;
  /** a quote delivered outside the Kingdom: an export, zero-rated */
  zeroRated?: boolean;
  /** an order's VAT category (Z: a zero-rated export) */
  vatCategory?: 'S' | 'Z';
}

/** The discount told in two parts: the promotions' (under the page's own word for them) and the coupon's. */
export interface DiscountParts {
  offersLabel: string;
  promotionDiscount: number;
  couponDiscount: number;
}

/** Subtotal, discount, shipping, cash-on-delivery fee, gift wrap, total and VAT of a quote or an order. */
export function OrderTotals({
  figures: f,
  freeShipping,
  couponCode,
  parts,
}: {
  figures: TotalsFigures;
  freeShipping: boolean;
  couponCode?: string | null;
  /** given: the promotions and the coupon on their own rows */
  parts?: DiscountParts | null;
}) {
  const t = useT();
  const exported = f.zeroRated === true || f.vatCategory === 'Z';
  const discountRow = (label: ComponentChildren, amount: number) => (
    <div class="totals-discount">
      <dt>{label}</dt>
      <dd>
        −<Money amount={amount} />
      </dd>
    </div>
  );
  const couponLabel = (
    <>
      {t('cart.discount')} {couponCode ? <bdi dir="ltr">({couponCode})</bdi> : null}
    </>
  );
  return (
    <>
      <dl class="totals">
        <div>
          <dt>{t('cart.subtotal', { count: f.itemCount })}</dt>
          <dd>
            <Money amount={f.subtotal} />
          </dd>
        </div>
        {parts ? (
          <>
            {parts.promotionDiscount > 0 ? discountRow(parts.offersLabel, parts.promotionDiscount) : null}
            {parts.couponDiscount > 0 ? discountRow(couponLabel, parts.couponDiscount) : null}
          </>
        ) : f.discount > 0 ? (
          discountRow(couponLabel, f.discount)
        ) : null}
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>{freeShipping ? t('shipping.free') : <Money amount={f.shipping} />}</dd>
        </div>
        {f.codFee > 0 ? (
          <div>
            <dt>{t('payment.codFee')}</dt>
            <dd>
              <Money amount={f.codFee} />
            </dd>
          </div>
        ) : null}
        {f.giftWrap ? (
          <div>
            <dt>{t('gift.wrapCharge')}</dt>
            <dd>
              <Money amount={f.giftWrap} />
            </dd>
          </div>
        ) : null}
        <div class="totals-total">
          <dt>{t('cart.total')}</dt>
          <dd>
            <Money amount={f.total} />
          </dd>
        </div>
        <VatRow vat={f.vat} exported={exported} />
      </dl>
      {exported ? <ExportNote /> : null}
    </>
  );
}

/** The VAT included, or an export's VAT 0 and why (issue 32). */
function VatRow({ vat, exported }: { vat: number; exported: boolean }) {
  const t = useT();
  const pageT = useTotalsT();
  return (
    <div class="totals-vat">
      <dt>{exported ? pageT('totals.zeroRated') : t('cart.vatIncluded')}</dt>
      <dd>
        <Money amount={vat} />
      </dd>
    </div>
  );
}

/** What the destination may charge on delivery of an export. */
function ExportNote() {
  const pageT = useTotalsT();
  return (
    <p class="totals-note" role="note">
      {pageT('totals.duties')}
    </p>
  );
}
