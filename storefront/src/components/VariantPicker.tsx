import type { ProductDto } from '@ward/shared/types';
import type { VariantDto } from '@ward/shared/variants';
import { localized, useT } from '../i18n';
import { variantAfterPick } from '../lib/variants';
import { useLanguage } from '../state/preferences';

/**
 * Where an arrow key moves in a row of chips: forward in the reading direction (left in Arabic,
 * right in English) and down, back the other way and up, wrapping; Home and End. Null: not a move.
 */
export function chipAfterKey(key: string, at: number, count: number, rtl: boolean): number | null {
  if (key === (rtl ? 'ArrowLeft' : 'ArrowRight') || key === 'ArrowDown') return (at + 1) % count;
  if (key === (rtl ? 'ArrowRight' : 'ArrowLeft') || key === 'ArrowUp') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** A radio group's keys (WAI-ARIA): an arrow focuses and chooses the next chip, as native radio buttons do. */
function onChipKey(e: KeyboardEvent) {
  const group = e.currentTarget as HTMLElement;
  const chips = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
  const rtl = group.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const next = chipAfterKey(e.key, chips.indexOf(e.target as HTMLElement), chips.length, rtl);
  if (next === null || !chips.length) return;
  e.preventDefault();
  chips[next].focus();
  chips[next].click();
}

/**
 * The product's options as chips (size, concentration, weight…), one group per option, in the
 * page's direction. A value whose variant is sold out stays visible and choosable (its price and
 * "out of stock" show, the buy button is disabled); a value no variant has with the other choices
 * leads to the first variant that has it. Each option is a radio group: one Tab stop (the chosen
 * chip), arrows move the choice, Space and Enter choose the focused chip.
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
        const firstChoosable = option.values.findIndex((v) => variantAfterPick(product, current, option.code, v.code));
        return (
          <fieldset class="variant-option" key={option.code}>
            <legend class="variant-legend">
              {localized(option.name, lang)}: <strong>{chosen ? localized(chosen.name, lang) : ''}</strong>
            </legend>
            <div class="variant-chips" role="radiogroup" aria-label={localized(option.name, lang)} onKeyDown={onChipKey}>
              {option.values.map((value, i) => {
                const target = variantAfterPick(product, current, option.code, value.code);
                if (!target) return null;
                const selected = current.options[option.code] === value.code;
                // the group's one Tab stop: the chosen chip, else the first
                const tabStop = selected || (!chosen && i === firstChoosable);
                const soldOut = target.stock <= 0;
                return (
                  <button
                    key={value.code}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    tabIndex={tabStop ? 0 : -1}
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
