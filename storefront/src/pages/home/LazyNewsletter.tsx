import { useEffect, useState } from 'preact/hooks';

type NewsletterModule = typeof import('./Newsletter');

/**
 * The newsletter section, loaded when it scrolls into view (`Later`): it sits at the foot of the
 * home page, and with its consent box (issue 33) it no longer fits the first load's 50 KB.
 */
export function LazyNewsletter() {
  const [loaded, setLoaded] = useState<NewsletterModule | null>(null);
  useEffect(() => void import('./Newsletter').then(setLoaded), []);
  return loaded ? <loaded.Newsletter /> : null;
}
