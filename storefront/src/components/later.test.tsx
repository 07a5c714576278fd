import { waitFor } from '@testing-library/preact';
import { hydrate, render } from 'preact';
import { useState } from 'preact/hooks';
import { renderToString } from 'preact-render-to-string';
import { hydrating } from '../lib/hydration';
import { newUidScope, UidContext, useUid } from '../lib/uid';
import { createStore, rememberServerState, useStore } from '../state/store';
import { Later } from './Later';

/**
 * Issue 40: a part of a server-rendered page hydrates after the page's first pass. Until then the
 * server's DOM stays as it is; a tap on it hydrates it before the tap goes on; it hydrates with
 * what the server rendered and then shows the shopper's own state; its ids match the server's.
 */
const cart = createStore({ count: 0 });

function Part({ name, onTap }: { name: string; onTap: () => void }) {
  const count = useStore(cart, (s) => s.count);
  const id = useUid();
  return (
    <div>
      <button type="button" id={`b-${id}`} data-count={count} onClick={onTap}>
        {name}
      </button>
      {count > 0 ? <p aria-labelledby={`b-${id}`}>{count}</p> : null}
    </div>
  );
}

function Page({ onTap }: { onTap: (name: string) => void }) {
  const [ids] = useState(() => newUidScope('u'));
  return (
    <UidContext.Provider value={ids}>
      <main>
        <Later>
          <Part name="first" onTap={() => onTap('first')} />
        </Later>
        <Later>
          <Part name="second" onTap={() => onTap('second')} />
        </Later>
      </main>
    </UidContext.Provider>
  );
}

describe('Later: hydration in parts', () => {
  it('keeps the server DOM until the part hydrates, hydrates on a tap, then shows the current state with the same ids', async () => {
    cart.set({ count: 0 });
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page onTap={() => undefined} />);
    document.body.append(root);
    const [first, second] = [...root.querySelectorAll('button')];
    const serverIds = [first.id, second.id];
    expect(serverIds[0]).not.toBe(serverIds[1]);

    const taps: string[] = [];
    rememberServerState();
    hydrating(() => hydrate(<Page onTap={(name) => taps.push(name)} />, root));
    // the shopper's own state loads right after the first pass
    cart.set({ count: 2 });

    // not hydrated yet: the server's elements, no handler
    expect(root.querySelectorAll('button')[0]).toBe(first);
    first.click();
    expect(taps).toEqual([]);

    // a tap hydrates the part before the tap goes on
    first.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    first.click();
    expect(taps).toEqual(['first']);
    expect(root.querySelectorAll('button')[0]).toBe(first);
    expect(first.id).toBe(serverIds[0]);

    // then it catches up with the cart, and what it adds points at the server's element
    await waitFor(() => expect(first.dataset.count).toBe('2'));
    const note = first.parentElement!.querySelector('p')!;
    expect(document.getElementById(note.getAttribute('aria-labelledby')!)).toBe(first);

    // the other part hydrates on its own when the page is idle
    await waitFor(() => {
      second.click();
      expect(taps).toContain('second');
    });
    await waitFor(() => expect(second.dataset.count).toBe('2'));
    const secondNote = second.parentElement!.querySelector('p')!;
    expect(document.getElementById(secondNote.getAttribute('aria-labelledby')!)).toBe(second);
    root.remove();
  });

  it('renders at once in a client render, or holds its height until its turn', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    render(
      <main>
        <Later>
          <p>now</p>
        </Later>
        <Later hold={300}>
          <p>held</p>
        </Later>
      </main>,
      root,
    );
    expect(root.textContent).toContain('now');
    const hold = root.querySelector<HTMLElement>('.later-hold');
    expect(hold?.style.minBlockSize).toBe('300px');
    await waitFor(() => expect(root.textContent).toContain('held'));
    expect(root.querySelector('.later-hold')).toBeNull();
    root.remove();
  });
});
