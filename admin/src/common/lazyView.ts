import { lazy, type ComponentType } from 'react';

/**
 * A view loaded on first use, so the initial bundle holds only the shell (react-admin's layout
 * shows a spinner meanwhile). `lazyView(() => import('./ProductList'), 'ProductList')`.
 */
export function lazyView<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
