import type { ImageDto } from '../api/types';

interface ImgProps {
  image: ImageDto | null | undefined;
  alt: string;
  /** the `sizes` attribute: how wide the image is drawn at each breakpoint */
  sizes: string;
  /** the first, above-the-fold image of the page: eager and fetchpriority="high" */
  priority?: boolean;
  class?: string;
}

/** The widths we have for an image: its WebP variants (DESIGN.md §5), else the original. */
export function srcsetOf(image: ImageDto): { src: string; srcset?: string } {
  const variants = Object.entries(image.variants ?? {})
    .map(([w, url]) => [Number(w), url] as const)
    .filter(([w, url]) => Number.isFinite(w) && w > 0 && !!url)
    .sort((a, b) => a[0] - b[0]);
  if (!variants.length) return { src: image.url };
  // a sensible default for browsers that ignore srcset: the first variant ≥ 600 px, else the largest
  const fallback = variants.find(([w]) => w >= 600) ?? variants[variants.length - 1];
  return { src: fallback[1], srcset: variants.map(([w, url]) => `${url} ${w}w`).join(', ') };
}

/** A product or banner image with srcset/sizes, intrinsic width and height, lazy below the fold. */
export function Img({ image, alt, sizes, priority, class: cls }: ImgProps) {
  if (!image?.url) return <span class={`img-placeholder${cls ? ` ${cls}` : ''}`} role="img" aria-label={alt} />;
  const { src, srcset } = srcsetOf(image);
  return (
    <img
      src={src}
      srcset={srcset}
      sizes={srcset ? sizes : undefined}
      width={image.width || 600}
      height={image.height || 700}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchpriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      class={cls}
    />
  );
}
