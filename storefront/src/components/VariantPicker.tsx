import type { ProductDto } from '@ward/shared/types';
import type { VariantDto } from '@ward/shared/variants';
import { localized, useT } from '../i18n';
import { variantAfterPick } from '../lib/variants';
import { useLanguage } from '../state/preferences';

/**
 * The product's options as chips (size, concentration, weight…), one group per option, in the
 * page's direction. A value whose variant is sold out stays visible and choosable (its price and
 * "out of stock" show, the buy button is disabled); a value no variant has with the other choices
 * leads to the first variant that has it.
 */
export function VariantPicker({
  product,
  current,
  onPick,
}: {
  product: ProductDto;
  current: VariantDto;
  onPick: (variant: VariantDto) => void;
}) {
  const t = useT();
  const lang = useLanguage();
  if (!product.options?.length) return null;
  return (
    <div class="variant-picker">
      {product.options.map((option) => {
        const chosen = option.values.find((v) => v.code === current.options[option.code]);
        return (
          <fieldset class="variant-option" key={option.code}>
            <legend class="variant-legend">
              {localized(option.name, lang)}: <strong>{chosen ? localized(chosen.name, lang) : ''}</strong>
            </legend>
            <div class="variant-chips" role="radiogroup" aria-label={localized(option.name, lang)}>
              {option.values.map((value) => {
                const target = variantAfterPick(product, current, option.code, value.code);
                if (!target) return null;
                const selected = current.options[option.code] === value.code;
                const soldOut = target.stock <= 0;
                return (
                  <button
                    key={value.code}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    class={`variant-chip${selected ? ' is-selected' : ''}${soldOut ? ' is-soldout' : ''}`}
                    data-sku={target.sku}
                    onClick={() => onPick(target)}
                  >
                    {localized(value.name, lang)}
                    {soldOut ? <span class="variant-chip-note">{t('product.variantSoldOut')}</span> : null}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
