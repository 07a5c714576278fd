import { isSafeLink } from '@ward/shared/links';
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { BannerDto, ProductSummaryDto } from '../api/types';
import { localized, useT } from '../i18n';
import { useLanguage } from '../state/preferences';
import { CardSkeletons } from './Feedback';
import { ChevronNext, ChevronPrev } from './Icons';
import { Img } from './Img';
import { ProductCard } from './ProductCard';

/** A titled block of product cards with a "view all" link. */
export function ProductRail({
  id,
  title,
  subtitle,
  products,
  href,
  loading,
  priorityFirst,
}: {
  id: string;
  title: string;
  subtitle?: string;
  products: ProductSummaryDto[] | undefined;
  href?: string;
  loading?: boolean;
  priorityFirst?: boolean;
}) {
  const t = useT();
  const rail = useRef<HTMLDivElement>(null);
  if (!loading && (!products || products.length === 0)) return null;
  // phones scroll the rail sideways: arrows say so, and move it one card toward the reading end or back
  const step = (towardEnd: boolean) => {
    const el = rail.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: (card.offsetWidth + 12) * (towardEnd === rtl ? -1 : 1), behavior: 'smooth' });
  };
  return (
    <section class="section container" aria-labelledby={`${id}-title`}>
      <SectionHead id={id} title={title} subtitle={subtitle}>
        <span class="rail-arrows only-mobile">
          <button type="button" class="icon-btn" aria-label={t('home.railBack')} aria-controls={`${id}-rail`} onClick={() => step(false)}>
            <ChevronPrev size={18} flip />
          </button>
          <button type="button" class="icon-btn" aria-label={t('home.railMore')} aria-controls={`${id}-rail`} onClick={() => step(true)}>
            <ChevronNext size={18} flip />
          </button>
        </span>
        {href ? (
          <a href={href} class="link-more">
            {t('home.viewAll')}
            <ChevronNext size={16} flip />
          </a>
        ) : null}
      </SectionHead>
      <div class="rail" id={`${id}-rail`} ref={rail}>
        {loading ? (
          <CardSkeletons count={4} />
        ) : (
          products!.map((p, i) => <ProductCard product={p} priority={priorityFirst && i === 0} key={p.id} />)
        )}
      </div>
    </section>
  );
}

export function SectionHead({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children?: ComponentChildren;
}) {
  return (
    <div class="section-head">
      <div>
        <h2 id={`${id}-title`} class="section-title">
          {title}
        </h2>
        {subtitle ? <p class="section-subtitle">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** Banners the admin placed at one position of the home page (SPEC.md §9). */
export function Banners({ banners, position }: { banners: BannerDto[] | undefined; position: string }) {
  const lang = useLanguage();
  const list = (banners ?? []).filter((b) => b.position === position && b.isActive !== false);
  if (!list.length) return null;
  return (
    <div class="container banners">
      {list.map((b) => {
        const body = (
          <>
            <Img image={b.image} alt="" sizes="(min-width: 1200px) 1168px, 100vw" class="banner-img" />
            <span class="banner-text">
              <strong class="banner-title">{localized(b.name, lang)}</strong>
              <span class="banner-desc">{localized(b.description, lang)}</span>
            </span>
          </>
        );
        const link = b.link && isSafeLink(b.link, { sitePath: true }) ? b.link : null;
        const external = link?.startsWith('https:');
        return link ? (
          <a class="banner" href={link} {...(external ? { target: '_blank', rel: 'noopener noreferrer', 'data-native': '' } : {})}>
            {body}
          </a>
        ) : (
          <div class="banner">{body}</div>
        );
      })}
    </div>
  );
}
