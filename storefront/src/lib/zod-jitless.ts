/**
 * `zod` as the storefront's bundles import it (vite.config.ts aliases it here): jitless before
 * any schema exists. zod decides at the construction of each object schema whether it may
 * compile a parser with `new Function`, and finding out is itself an eval the shop's CSP refuses
 * (a violation report per page). Every module that makes a schema imports `zod`, so this runs
 * first whatever order the chunks load in (a form's rules now load on first use, lib/form with
 * its own `disableZodJit` may come after them). The server imports zod itself and keeps the JIT.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
