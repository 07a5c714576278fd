import { useEffect, useState } from 'preact/hooks';
import type { ComponentType } from 'preact';
import { catalog } from '../api/endpoints';
import type { ProductDto, ReviewPage } from '../api/types';
import { ErrorState, Loading } from '../components/Feedback';
import { CartIcon, CheckIcon, TruckIcon } from '../components/Icons';
import { Img } from '../components/Img';
import { Price } from '../components/Price';
import { QuantityStepper } from '../components/QuantityStepper';
import { ProductRail } from '../components/Sections';
import { Instalments } from '../components/Instalments';
import { StickyBuyBar } from '../components/StickyBuyBar';
import { Stars } from '../components/Stars';
import { localized, useT } from '../i18n';
import { formatDate, formatNumber } from '../lib/format';
import { currentOrigin, useHead } from '../lib/head';
import { productKey, relatedKey, reviewsKey } from '../lib/keys';
import { useQuery } from '../lib/query';
import { useAuth } from '../state/auth';
import { addItem, cartStore } from '../state/cart';
import { useLanguage } from '../state/preferences';
import { useSettings } from '../state/settings';
import { useStore } from '../state/store';
import type { ReviewFormProps } from '../components/ReviewForm';

const LOW_STOCK = 5;

function Gallery({ product, name }: { product: ProductDto; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const images = product.images;
  useEffect(() => setIndex(0), [product.id]);
  const current = images[index] ?? images[0];
  const onKey = (e: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      const forward = (e.key === 'ArrowRight') !== rtl;
      const next = (index + (forward ? 1 : -1) + images.length) % images.length;
      setIndex(next);
      (e.currentTarget as HTMLElement).querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
    }
  };
  return (
    <div class="gallery">
      <div class="gallery-main">
        <Img
          image={current}
          alt={images.length > 1 ? t('product.imageOf', { name, n: index + 1, total: images.length }) : name}
          sizes="(min-width: 900px) 560px, 100vw"
          priority={index === 0}
        />
      </div>
      {images.length > 1 ? (
        <div class="gallery-thumbs" role="group" aria-label={t('product.images')} onKeyDown={onKey}>
          {images.map((img, i) => (
            <button
              type="button"
              class={`thumb${i === index ? ' is-active' : ''}`}
              aria-pressed={i === index}
              aria-label={t('product.showImage', { n: i + 1 })}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
            >
              <Img image={img} alt="" sizes="80px" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Reviews({ product }: { product: ProductDto }) {
  const t = useT();
  const lang = useLanguage();
  const { status, user } = useAuth();
  const reviews = useQuery<ReviewPage>(reviewsKey(product.id), () => catalog.reviews(product.id, 1, 10), { staleMs: 15_000 });
  const [Form, setForm] = useState<ComponentType<ReviewFormProps> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const openForm = () => {
    // the form (and its validation rules) is its own chunk: most visitors only read
    import('../components/ReviewForm').then(
      (m) => setForm(() => m.ReviewForm),
      () => setFormError(t('common.loadFailed')),
    );
  };
  const data = reviews.data;
  const average = data?.ratingAverage ?? product.ratingAverage;
  const count = data?.ratingCount ?? product.ratingCount;
  return (
    <section class="section reviews" aria-labelledby="reviews-title">
      <div class="section-head">
        <h2 id="reviews-title" class="section-title">
          {t('reviews.title')}
        </h2>
      </div>
      <div class="reviews-layout">
        <div class="reviews-summary">
          <p class="reviews-average">{formatNumber(average, lang, 1)}</p>
          <Stars value={average} />
          <p class="muted">{t('reviews.basedOn', { count })}</p>
          {data?.distribution ? (
            <ul class="distribution" aria-label={t('reviews.distribution')}>
              {(['5', '4', '3', '2', '1'] as const).map((star) => {
                const n = data.distribution[star] ?? 0;
                const pct = count ? Math.round((n / count) * 100) : 0;
                return (
                  <li>
                    <span>{t('reviews.stars', { count: Number(star) })}</span>
                    <span class="bar" aria-hidden="true">
                      <span style={{ inlineSize: `${pct}%` }} />
                    </span>
                    <span class="muted">{formatNumber(n, lang)}</span>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {status === 'authenticated' && user ? (
            Form ? null : (
              <button type="button" class="btn btn-outline" onClick={openForm}>
                {data?.mine ? t('reviews.editYours') : t('reviews.write')}
              </button>
            )
          ) : (
            <p class="muted">
              {t('reviews.loginToWrite')} <a href={`/account?next=${encodeURIComponent(`/products/${product.id}`)}`}>{t('user.login')}</a>
            </p>
          )}
          {formError ? <p class="field-error">{formError}</p> : null}
        </div>
        <div class="reviews-list">
          {Form ? (
            <Form
              productId={product.id}
              mine={data?.mine ?? null}
              onDone={() => {
                setForm(null);
                reviews.reload();
              }}
              onCancel={() => setForm(null)}
            />
          ) : null}
          {reviews.loading && !data ? <Loading /> : null}
          {reviews.error && !data ? <ErrorState message={reviews.error.message} onRetry={reviews.reload} /> : null}
          {data && data.items.length === 0 ? <p class="muted">{t('reviews.none')}</p> : null}
          <ul class="review-items">
            {(data?.items ?? []).map((r) => (
              <li class="review">
                <div class="review-head">
                  <strong>{r.userName}</strong>
                  <Stars value={r.rating} size={14} />
                </div>
                <p class="review-meta">
                  <time dateTime={r.createdAt}>{formatDate(r.createdAt, lang)}</time>
                  {r.isVerifiedPurchase ? (
                    <span class="badge badge-ok">
                      <CheckIcon size={12} /> {t('reviews.verified')}
                    </span>
                  ) : null}
                </p>
                <p class="review-text">{r.comment}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** Product JSON-LD (schema.org Product with its offer and rating). */
export function productJsonLd(product: ProductDto, lang: 'ar' | 'en', origin: string, shopName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localized(product.name, lang),
    description: localized(product.description, lang),
    sku: String(product.id),
    image: product.images.map((i) => `${origin}${i.url}`),
    category: product.category ? localized(product.category.name, lang) : undefined,
    brand: { '@type': 'Brand', name: shopName },
    offers: {
      '@type': 'Offer',
      url: `${origin}/products/${product.id}`,
      priceCurrency: 'SAR',
      price: product.finalPrice.toFixed(2),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.ratingCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.ratingAverage.toFixed(1), reviewCount: product.ratingCount } }
      : {}),
  };
}

/** SPEC.md §2 product details: gallery, price and discount, stock, quantity, add to cart, reviews, related products. */
export default function ProductDetails({ id: idParam }: { id?: string; path?: string }) {
  const t = useT();
  const lang = useLanguage();
  const settings = useSettings();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const product = useQuery<ProductDto>(valid ? productKey(id) : null, () => catalog.product(id), { staleMs: 30_000 });
  const related = useQuery<ProductDto[]>(valid ? relatedKey(id) : null, () => catalog.related(id), { staleMs: 60_000 });
  const [qty, setQty] = useState(1);
  const inCart = useStore(cartStore, (s) => s.items.find((i) => i.id === id)?.quantity ?? 0);
  // state, not a ref: the bar re-observes when hydration or a refetch replaces the element
  const [buyRow, setBuyRow] = useState<HTMLDivElement | null>(null);
  useEffect(() => setQty(1), [id]);

  const p = product.data;
  const name = p ? localized(p.name, lang) : '';
  const shopName = settings ? localized(settings.shopName, lang) : t('brand.name');
  const origin = currentOrigin();
  useHead(
    p
      ? {
          title: name,
          description: localized(p.description, lang).slice(0, 160),
          path: `/products/${p.id}`,
          image: p.images[0]?.variants?.['640'] ?? p.images[0]?.url ?? null,
          type: 'product',
          jsonLd: productJsonLd(p, lang, origin, shopName),
          lang,
        }
      : { title: product.error ? t('product.notFound') : t('common.loading'), noindex: true },
  );

  if (!valid || (product.error && !p)) {
    const notFound = !valid || product.error?.status === 404;
    return (
      <div class="container page">
        <ErrorState
          title={t('product.notFound')}
          message={notFound ? t('product.notFoundText') : product.error!.message}
          onRetry={notFound ? undefined : product.reload}
        />
        <p class="center">
          <a href="/products" class="btn btn-primary">
            {t('product.backToShop')}
          </a>
        </p>
      </div>
    );
  }
  if (!p) return <Loading />;

  const available = Math.max(0, p.stock - inCart);
  const soldOut = p.stock <= 0;
  const stockText = soldOut
    ? t('product.outOfStock')
    : p.stock <= LOW_STOCK
      ? t('product.lowStock', { count: p.stock })
      : t('product.inStock');

  return (
    <div class="page page-product">
      <div class="container">
        <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
          <a href="/">{t('nav.home')}</a>
          <span aria-hidden="true">/</span>
          <a href="/products">{t('nav.shop')}</a>
          {p.category ? (
            <>
              <span aria-hidden="true">/</span>
              <a href={`/products?categoryId=${p.category.id}`}>{localized(p.category.name, lang)}</a>
            </>
          ) : null}
          <span aria-hidden="true">/</span>
          <span aria-current="page">{name}</span>
        </nav>
        <div class="product-layout">
          <Gallery product={p} name={name} />
          <div class="product-info">
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
            <Price price={p.price} finalPrice={p.finalPrice} discount={p.isDiscounted ? p.discountValue : null} size="lg" />
            <p class="muted vat-note">{t('product.vatIncluded')}</p>
            <Instalments amount={p.finalPrice} />
            <p class={`stock ${soldOut ? 'stock-out' : p.stock <= LOW_STOCK ? 'stock-low' : 'stock-in'}`}>{stockText}</p>
            <div class="buy-row" ref={setBuyRow}>
              <QuantityStepper
                value={qty}
                max={Math.max(1, available)}
                label={t('product.quantity')}
                onChange={(d) => setQty((q) => Math.min(Math.max(1, q + d), Math.max(1, available)))}
              />
              <button
                type="button"
                class="btn btn-primary btn-lg buy-btn"
                disabled={soldOut || available <= 0}
                onClick={() => addItem(p, Math.min(qty, available))}
              >
                <CartIcon size={20} />
                {t('product.addToCart')}
              </button>
            </div>
            {inCart > 0 ? (
              <p class="in-cart">
                <CheckIcon size={16} /> {t('product.inCart', { count: inCart })} <a href="/cart">{t('product.viewCart')}</a>
              </p>
            ) : null}
            <p class="delivery-note">
              <TruckIcon size={18} /> {t('product.deliveryNote')}
            </p>
            <h2 class="sub-title">{t('product.description')}</h2>
            <p class="product-desc">{localized(p.description, lang)}</p>
            <dl class="specs">
              {p.weight ? (
                <div>
                  <dt>{t('product.weight')}</dt>
                  <dd>{t('product.grams', { count: formatNumber(p.weight, lang) })}</dd>
                </div>
              ) : null}
              {p.category ? (
                <div>
                  <dt>{t('listing.category')}</dt>
                  <dd>{localized(p.category.name, lang)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('product.sku')}</dt>
                <dd dir="ltr">WRD-{String(p.id).padStart(5, '0')}</dd>
              </div>
            </dl>
          </div>
        </div>
        <Reviews product={p} />
      </div>
      <ProductRail id="related" title={t('product.related')} products={related.data} />
      <StickyBuyBar
        watch={buyRow}
        name={name}
        price={p.finalPrice}
        disabled={soldOut || available <= 0}
        onAdd={() => addItem(p, Math.min(qty, available))}
      />
    </div>
  );
}
