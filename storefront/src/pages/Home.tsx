import { FREE_SHIPPING_THRESHOLD_SAR } from '@ward/shared/constants';
import { catalog } from '../api/endpoints';
import type { BannerDto, CategoryDto, HomeDto, TestimonialDto } from '../api/types';
import { ErrorState } from '../components/Feedback';
import { Img } from '../components/Img';
import { GiftIcon, ShieldIcon, SparkleIcon, TruckIcon } from '../components/Icons';
import heroArt from '../assets/hero.svg';
import { Later } from '../components/Later';
import { Banners, ProductRail, SectionHead } from '../components/Sections';
import { LazyNewsletter } from './home/LazyNewsletter';
import { localized, useT } from '../i18n';
import { formatNumber } from '../lib/format';
import { useHead } from '../lib/head';
import { useQuery } from '../lib/query';
import { useLanguage } from '../state/preferences';
import { useSettings } from '../state/settings';

/** A product rail's height on a phone (title, a row of cards): what a section not drawn yet keeps free. */
const RAIL_HEIGHT = 480;
type SectionKey = 'men' | 'women' | 'incense_oud';
/** The home page's category rails, each followed by the banners placed after it. */
const SECTIONS = [
  { id: 'men', section: 'men', title: 'home.men' },
  { id: 'women', section: 'women', title: 'home.women' },
  { id: 'oud', section: 'incense_oud', title: 'home.incenseOud' },
] as const satisfies ReadonlyArray<{ id: string; section: SectionKey; title: string }>;

type Home = HomeDto & { banners?: BannerDto[]; testimonials?: TestimonialDto[] };

function Hero() {
  const t = useT();
  return (
    <section class="hero" aria-labelledby="hero-title">
      <div class="container hero-inner">
        <div class="hero-copy">
          <p class="hero-kicker">{t('home.heroKicker')}</p>
          <h1 id="hero-title" class="hero-title">
            {t('home.heroTitle')}
          </h1>
          <p class="hero-text">{t('home.heroText')}</p>
          <div class="hero-actions">
            <a href="/products" class="btn btn-primary btn-lg">
              {t('home.shopNow')}
            </a>
            <a href="/products?discounted=true" class="btn btn-ghost btn-lg">
              {t('home.seeOffers')}
            </a>
          </div>
        </div>
        {/* our own illustration, bundled: the hero paints without waiting for the API */}
        <div class="hero-art">
          <img
            src={heroArt}
            srcset={`${heroArt} 560w`}
            sizes="(min-width: 768px) 440px, 70vw"
            width={560}
            height={640}
            alt=""
            fetchpriority="high"
            loading="eager"
            decoding="async"
          />
        </div>
      </div>
    </section>
  );
}

function Features() {
  const t = useT();
  const lang = useLanguage();
  const settings = useSettings();
  const threshold = formatNumber(settings?.freeShippingThreshold ?? FREE_SHIPPING_THRESHOLD_SAR, lang);
  const items = [
    { Icon: TruckIcon, title: t('features.freeDelivery'), text: t('features.freeDeliveryText', { amount: threshold }) },
    { Icon: SparkleIcon, title: t('features.authentic'), text: t('features.authenticText') },
    { Icon: ShieldIcon, title: t('features.securePayment'), text: t('features.securePaymentText') },
    { Icon: GiftIcon, title: t('features.fastDelivery'), text: t('features.fastDeliveryText') },
  ];
  return (
    <section class="container features" aria-label={t('features.label')}>
      <ul>
        {items.map(({ Icon, title, text }) => (
          <li class="feature">
            <span class="feature-icon">
              <Icon size={24} />
            </span>
            <span>
              <strong>{title}</strong>
              <span class="feature-text">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Categories({ categories }: { categories: CategoryDto[] }) {
  const t = useT();
  const lang = useLanguage();
  if (!categories.length) return null;
  return (
    <section class="section container" aria-labelledby="cats-title">
      <SectionHead id="cats" title={t('home.categories')} subtitle={t('home.categoriesText')} />
      <ul class="category-grid">
        {categories.map((c, i) => (
          <li>
            <a href={`/products?categoryId=${c.id}`} class={`category-tile tone-${i % 6}${c.image ? ' has-image' : ''}`}>
              {c.image ? <Img image={c.image} alt="" sizes="72px" class="category-img" /> : null}
              <span class="category-name">{localized(c.name, lang)}</span>
              <span class="category-count">{t('home.productsCount', { count: c.productsCount })}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Testimonials({ items }: { items: TestimonialDto[] }) {
  const t = useT();
  const lang = useLanguage();
  if (!items.length) return null;
  return (
    <section class="section container" aria-labelledby="testimonials-title">
      <SectionHead id="testimonials" title={t('home.testimonials')} />
      {/* as many columns as fit the count: four make two rows of two or one row of four, never 3 + 1 */}
      <ul class={`testimonials testimonials-${items.length % 3 === 1 && items.length > 1 ? 'even' : 'thirds'}`}>
        {items.map((item) => (
          <li>
            <figure class="testimonial">
              <blockquote>{localized(item.review, lang)}</blockquote>
              <figcaption>
                <strong>{localized(item.name, lang)}</strong>
                <span>{localized(item.job, lang)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Featured, offers, men, women, incense and oud, recent, testimonials and newsletter, with their banners. */
function LowerSections({ home }: { home: Home }) {
  const t = useT();
  const banners = home.banners;
  const sectionHref = (section: SectionKey) => {
    const category = home.categories.find((c) => c.section === section);
    return category ? `/products?categoryId=${category.id}` : '/products';
  };
  return (
    <>
      <Later hold={RAIL_HEIGHT}>
        <ProductRail
          id="featured"
          title={t('home.featured')}
          subtitle={t('home.featuredText')}
          products={home.featured}
          href="/products?featured=true"
        />
        <Banners banners={banners} position="after_featured" />
      </Later>
      <Later hold={RAIL_HEIGHT}>
        <ProductRail
          id="offers"
          title={t('home.offers')}
          subtitle={t('home.offersText')}
          products={home.offers}
          href="/products?discounted=true"
        />
        <Banners banners={banners} position="after_discounted" />
      </Later>
      {SECTIONS.map(({ id, section, title }) => (
        <Later key={id} hold={RAIL_HEIGHT}>
          <ProductRail id={id} title={t(title)} products={home.sections[section]} href={sectionHref(section)} />
          <Banners banners={banners} position={`after_${section}`} />
        </Later>
      ))}
      <Later hold={RAIL_HEIGHT}>
        <ProductRail id="recent" title={t('home.recent')} products={home.recent} href="/products" />
        <Banners banners={banners} position="after_recent" />
      </Later>
      <Later hold={300}>{home.testimonials ? <Testimonials items={home.testimonials} /> : null}</Later>
      <Later hold={300}>
        <LazyNewsletter />
      </Later>
    </>
  );
}

/** SPEC.md §2 home: hero, features, categories, featured, offers, men, women, incense and oud, recent, testimonials, newsletter, banners at their positions. */
export default function Home(_props: { path?: string }) {
  const t = useT();
  const { data: home, error, loading, reload } = useQuery<Home>('/api/home', catalog.home, { staleMs: 60_000 });
  useHead({ title: t('home.metaTitle'), description: t('home.metaDescription'), path: '/' });
  const banners = home?.banners;
  return (
    <div class="page-home">
      <Hero />
      <Features />
      {error && !home ? (
        <div class="container">
          <ErrorState message={error.message} onRetry={reload} />
        </div>
      ) : null}
      {home ? <Categories categories={home.categories} /> : null}
      <Banners banners={banners} position="after_categories" />
      {loading && !home ? <ProductRail id="featured" title={t('home.featured')} products={undefined} loading /> : null}
      {/* the lower sections render one per task, as the shopper nears them or while the phone is idle */}
      {home ? <LowerSections home={home} /> : null}
    </div>
  );
}
