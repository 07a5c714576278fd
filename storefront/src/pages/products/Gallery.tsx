import type { VariantDto } from '@ward/shared/variants';
import { useEffect, useState } from 'preact/hooks';
import type { ProductDto } from '../../api/types';
import { Img } from '../../components/Img';
import { useT } from '../../i18n';

/** The chosen variant's own pictures first, then the product's. */
export function Gallery({ product, variant, name }: { product: ProductDto; variant: VariantDto | undefined; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const images = variant?.images.length ? [...variant.images, ...product.images] : product.images;
  useEffect(() => setIndex(0), [product.id, variant?.id]);
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
