import { pricePerUnit, type VariantDto } from '@ward/shared/variants';
import type { ProductDto } from '../../api/types';
import { Money, Price } from '../../components/Price';
import { useT } from '../../i18n';

/** The price (with its discount), the price per ml or gram of a variant, and the VAT note. */
export function ProductPrice({ product: p, variant }: { product: ProductDto; variant: VariantDto | undefined }) {
  const t = useT();
  const shown = variant ?? p;
  const perUnit = variant ? pricePerUnit(p.options ?? [], variant) : null;
  return (
    <>
      <Price price={shown.price} finalPrice={shown.finalPrice} discount={shown.isDiscounted ? shown.discountValue : null} size="lg" />
      {perUnit ? (
        <p class="muted unit-price">
          <Money amount={perUnit.price} /> {t(perUnit.unit === 'ml' ? 'product.perMl' : 'product.perGram')}
        </p>
      ) : null}
      <p class="muted vat-note">{t('product.vatIncluded')}</p>
    </>
  );
}
