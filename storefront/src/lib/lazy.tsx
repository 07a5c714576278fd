import type { ComponentType, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Loading } from '../components/Feedback';

export interface LazyPage<P> extends FunctionComponent<P> {
  /** starts loading the chunk (on hover, or before hydrating a server-rendered page) */
  preload(): Promise<ComponentType<P>>;
  loaded(): ComponentType<P> | null;
}

/**
 * A route loaded on demand (its own chunk). A failed chunk load (a deploy replaced it, the
 * network dropped) is thrown into the error boundary on render, whose retry loads it again.
 */
export function lazyPage<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  let failure: Error | null = null;

  const preload = () => {
    if (component) return Promise.resolve(component);
    pending ??= loader()
      .then((m) => {
        component = m.default;
        failure = null;
        return component;
      })
      .catch((error: Error) => {
        failure = error;
        pending = null;
        throw error;
      });
    return pending;
  };

  const Lazy = ((props: P) => {
    const [, setTick] = useState(0);
    const drewSpinner = !component;
    useEffect(() => {
      // the chunk may land between this render and its effect (a busy phone runs effects late)
      if (component) {
        if (drewSpinner) setTick((n) => n + 1);
        return;
      }
      let alive = true;
      preload().then(
        () => alive && setTick((n) => n + 1),
        () => alive && setTick((n) => n + 1),
      );
      return () => {
        alive = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    if (component) {
      const C = component;
      return <C {...props} />;
    }
    if (failure) {
      const error = failure;
      failure = null; // the boundary's retry tries again
      throw error;
    }
    return <Loading />;
  }) as LazyPage<P>;
  Lazy.preload = preload;
  Lazy.loaded = () => component;
  return Lazy;
}
