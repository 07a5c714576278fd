import { screen, waitFor } from '@testing-library/preact';
import { render } from 'preact';
import { lazyPage } from './lazy';

/**
 * A route's chunk can arrive at any moment of the first render, also between the render that drew
 * the spinner and that render's effect (a busy phone runs effects late): the page shows either way.
 */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const Page = () => <h1>All products</h1>;

it('shows the page when its chunk lands between the first render and its effect', async () => {
  const chunk = deferred<{ default: typeof Page }>();
  const Lazy = lazyPage(() => chunk.promise);
  const started = Lazy.preload();
  const root = document.createElement('div');
  document.body.append(root);
  render(<Lazy />, root);
  // the chunk lands before the render's effects have run
  chunk.resolve({ default: Page });
  await started;
  await waitFor(() => expect(screen.getByRole('heading', { name: 'All products' })).toBeTruthy());
  render(null, root);
  root.remove();
});

it('shows the page when its chunk lands after the effect', async () => {
  const chunk = deferred<{ default: typeof Page }>();
  const Lazy = lazyPage(() => chunk.promise);
  const root = document.createElement('div');
  document.body.append(root);
  render(<Lazy />, root);
  await new Promise((done) => setTimeout(done, 50));
  chunk.resolve({ default: Page });
  await waitFor(() => expect(screen.getByRole('heading', { name: 'All products' })).toBeTruthy());
  render(null, root);
  root.remove();
});
