import { hydrate, render, type ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { hydrating, isHydrating } from '../lib/hydration';
import { later } from '../lib/later';
import { newUidScope, UidContext, useUid, type UidScope } from '../lib/uid';
import { ErrorBoundary } from './ErrorBoundary';

/** Preact leaves an element's children alone while it hydrates one with this; later it compares equal. */
const KEEP = { __html: '' };

/**
 * A part of a page that hydrates, or renders, after the rest (issue 40): when it nears the
 * viewport, when the shopper touches it, or when the phone is idle — in a task of its own.
 *
 * - On the server it is its children in a `display: contents` box (no effect on layout; selectors
 *   such as `.rail > *` must not cross it).
 * - Over server HTML the first pass skips it: the server's DOM stays as it is (links work, nothing
 *   moves), and the part hydrates later as a root of its own, then follows its parent's renders.
 * - In a client render it draws its children at once, unless `hold` gives a height to keep
 *   free until then (the home page's lower sections).
 */
export function Later({ children, hold }: { children: ComponentChildren; hold?: number }) {
  const [mode] = useState(() => (typeof window === 'undefined' ? 'now' : isHydrating() ? 'island' : hold ? 'hold' : 'now'));
  // ids inside count in a scope of the part's own (lib/uid.ts)
  const id = useUid();
  const [scope] = useState(() => newUidScope(`${id}-`));
  if (mode === 'island') return <Island scope={scope}>{children}</Island>;
  const scoped = <UidContext.Provider value={scope}>{children}</UidContext.Provider>;
  if (mode === 'hold') return <Held hold={hold!}>{scoped}</Held>;
  return <div class="later">{scoped}</div>;
}

const islandTree = (scope: UidScope, content: ComponentChildren) => (
  <UidContext.Provider value={scope}>
    <ErrorBoundary>{content}</ErrorBoundary>
  </UidContext.Provider>
);

/**
 * Server HTML hydrated later, as its own root: with the children it had in the page's first pass
 * (what the server rendered), then — if its parent rendered again meanwhile — with the latest
 * ones in a normal render, which corrects whatever changed; after that it follows its parent.
 */
function Island({ children, scope }: { children: ComponentChildren; scope: UidScope }) {
  const host = useRef<HTMLDivElement>(null);
  const [first] = useState(() => children);
  const latest = useRef(children);
  latest.current = children;
  const live = useRef(false);

  useLayoutEffect(() => {
    const el = host.current!;
    const cancel = later({
      // `display: contents` has no box to watch: its first element stands for it
      el: el.firstElementChild ?? el,
      root: el,
      run: () => {
        live.current = true;
        hydrating(() => hydrate(islandTree(scope, first), el));
        if (latest.current !== first) render(islandTree(scope, latest.current), el);
      },
    });
    return () => {
      cancel();
      if (live.current) render(null, el);
    };
  }, [first, scope]);

  useLayoutEffect(() => {
    if (live.current) render(islandTree(scope, latest.current), host.current!);
  });

  return <div class="later" ref={host} dangerouslySetInnerHTML={KEEP} />;
}

/** A client render put off, keeping `hold` px free meanwhile. */
function Held({ children, hold }: { children: ComponentChildren; hold: number }) {
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => (shown ? undefined : later({ el: box.current!, run: () => setShown(true) })), [shown]);
  if (shown) return <div class="later">{children}</div>;
  return <div class="later-hold" ref={box} style={{ minBlockSize: `${hold}px` }} aria-hidden="true" />;
}
