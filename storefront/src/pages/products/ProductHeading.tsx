import type { ProductDto } from '../../api/types';
import { Stars } from '../../components/Stars';
import { localized } from '../../i18n';
import { useLanguage } from '../../state/preferences';

/** The category link, the product's name and its rating (a link to the reviews). */
export function ProductHeading({ product: p, name }: { product: ProductDto; name: string }) {
  const lang = useLanguage();
  return (
    <>
      {p.category ? (
        <a class="product-cat" href={`/products?categoryId=${p.category.id}`}>
          {localized(p.category.name, lang)}
        </a>
      ) : null}
      <h1 class="page-title product-title">{name}</h1>
      {p.ratingCount > 0 ? (
        <a href="#reviews-title" class="rating-link">
          <Stars value={p.ratingAverage} count={p.ratingCount} />
        </a>
      ) : null}
    </>
  );
}
