import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * Renders its children once they come near the viewport (800 px ahead): a long page's lower
 * sections cost a slow phone nothing until the shopper scrolls toward them.
 */
export function WhenVisible({ children, minHeight = 420 }: { children: ComponentChildren; minHeight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !ref.current) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          io.disconnect();
        }
      },
      { rootMargin: '800px 0px' },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [shown]);
  if (shown) return <>{children}</>;
  return <div ref={ref} class="deferred" style={{ minBlockSize: `${minHeight}px` }} aria-hidden="true" />;
}
