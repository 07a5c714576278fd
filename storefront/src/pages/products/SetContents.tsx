import type { VariantComponentDto } from '@ward/shared/variants';
import { localized, useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../state/preferences';

/** What a gift set holds: "1 × Oud oil 3 ml", each item linking to its own page (its variant when it has options). */
export function SetContents({ components }: { components: VariantComponentDto[] }) {
  const t = useT();
  const lang = useLanguage();
  if (!components.length) return null;
  return (
    <section class="set-contents" aria-labelledby="set-contents-title" data-testid="set-contents">
      <h2 id="set-contents-title" class="sub-title">
        {t('product.setContents')}
      </h2>
      <ul>
        {components.map((c) => {
          const label = c.label ? ` (${localized(c.label, lang)})` : '';
          const href = c.label ? `/products/${c.productId}?v=${encodeURIComponent(c.sku)}` : `/products/${c.productId}`;
          return (
            <li key={c.variantId}>
              <bdi>{formatNumber(c.quantity, lang)}</bdi> × <a href={href}>{`${localized(c.name, lang)}${label}`}</a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
