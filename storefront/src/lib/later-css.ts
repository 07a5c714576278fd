/**
 * index.html inlines the first screen's styles and fetches the rest (styles/later.css) as
 * media="print", which blocks nothing (issue 40); from here they apply. `laterCss` settles once
 * they loaded (or failed, or after 3 s): the pages whose styles are there wait for it before they
 * render (routes.ts), rather than showing unstyled.
 */
function applyLaterCss(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-later-css]');
  if (!link) return Promise.resolve(); // the dev server injects the styles itself
  const loaded = new Promise<void>((done) => {
    if (link.sheet) return done();
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
    setTimeout(done, 3000);
  });
  link.media = 'all';
  return loaded;
}

export const laterCss: Promise<void> = typeof document === 'undefined' ? Promise.resolve() : applyLaterCss();
