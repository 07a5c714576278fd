/**
 * Hydration in parts (issue 40): the page's first pass hydrates what is not put off (main.tsx),
 * each `Later` part hydrates in a task of its own afterwards. Preact only attaches to server HTML
 * while hydrating, it does not correct attributes, so every pass must render what the server
 * rendered: while one runs, `useStore` reads the stores as they were when the first pass began
 * (state/store.ts `rememberServerState`), and the components catch up with a normal render after.
 */
let depth = 0;

export const isHydrating = () => depth > 0;

export function hydrating<T>(pass: () => T): T {
  depth++;
  try {
    return pass();
  } finally {
    depth--;
  }
}
