/**
 * Work a page does after its first render, one piece per task (issue 40): a phone's main thread
 * never runs two pieces back to back, so it can paint and answer a tap in between. A piece runs
 * when its element nears the viewport, when the shopper touches it, or else when the main thread
 * is idle, in page order. Pieces near the viewport go first.
 */
export interface Piece {
  /** the element whose approach to the viewport makes the piece due */
  el: Element;
  /** where a tap, a key or focus makes it run at once (default `el`) */
  root?: Element;
  run: () => void;
}

type Entry = Piece & { done: boolean; detach: () => void };

/** How far ahead of the viewport a piece becomes due (a scroll's worth on a phone). */
const AHEAD = '300px 0px';
const due: Entry[] = [];
const idle: Entry[] = [];
const byElement = new Map<Element, Entry>();
let observer: IntersectionObserver | null = null;
let posted = false;
let idleAsked = false;

const inPageOrder = (a: Entry, b: Entry) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

function take(list: Entry[], entry: Entry) {
  const at = list.indexOf(entry);
  if (at >= 0) list.splice(at, 1);
}

function finish(entry: Entry) {
  entry.done = true;
  take(due, entry);
  take(idle, entry);
  observer?.unobserve(entry.el);
  byElement.delete(entry.el);
  entry.detach();
}

function runOne(entry: Entry | undefined) {
  if (!entry || entry.done) return;
  finish(entry);
  entry.run();
}

/** One due piece per task (a message, not a 4 ms-clamped timer), then the next. */
// in the browser only: on the server a port with a listener would keep the process from ever exiting
const channel = typeof window === 'undefined' || typeof MessageChannel === 'undefined' ? null : new MessageChannel();
if (channel)
  channel.port1.onmessage = () => {
    posted = false;
    runOne(due.shift());
    pump();
  };

function post() {
  if (posted) return;
  posted = true;
  if (channel) channel.port2.postMessage(null);
  else
    setTimeout(() => {
      posted = false;
      runOne(due.shift());
      pump();
    }, 0);
}

type IdleDeadline = { timeRemaining(): number };
const whenIdle = (fn: (deadline: IdleDeadline) => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(fn, { timeout: 4000 })
    : setTimeout(() => fn({ timeRemaining: () => 50 }), 100);

function pump() {
  if (due.length) return post();
  if (!idle.length || idleAsked) return;
  idleAsked = true;
  whenIdle(() => {
    idleAsked = false;
    // a piece may have become due meanwhile: those first
    runOne(due.length ? due.shift() : idle.shift());
    pump();
  });
}

function observe(entry: Entry) {
  if (typeof IntersectionObserver === 'undefined') return;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        const found = e.isIntersecting ? byElement.get(e.target) : undefined;
        if (!found || found.done || due.includes(found)) continue;
        take(idle, found);
        due.push(found);
      }
      due.sort(inPageOrder);
      pump();
    },
    { rootMargin: AHEAD },
  );
  observer.observe(entry.el);
}

/**
 * Runs `piece.run` later, in its own task; answers a function that cancels it (an unmounted
 * part). A tap, a key or focus inside the element runs it at once, before the event goes on.
 */
export function later(piece: Piece): () => void {
  const root = piece.root ?? piece.el;
  const now = () => runOne(entry);
  const events = ['pointerdown', 'focusin', 'keydown'] as const;
  const entry: Entry = {
    ...piece,
    done: false,
    detach: () => {
      for (const type of events) root.removeEventListener(type, now, { capture: true });
    },
  };
  for (const type of events) root.addEventListener(type, now, { capture: true });
  byElement.set(entry.el, entry);
  idle.push(entry);
  idle.sort(inPageOrder);
  observe(entry);
  pump();
  return () => {
    if (!entry.done) finish(entry);
  };
}

/** Whether pieces are still waiting (tests and the bench wait for a page to settle). */
export const laterPending = () => due.length + idle.length;
