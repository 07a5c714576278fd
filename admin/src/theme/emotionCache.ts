import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Right-to-left styles are flipped by stylis-plugin-rtl; each direction has its own cache. */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
export const ltrCache = createCache({ key: 'muiltr', stylisPlugins: [prefixer] });

export const cacheFor = (direction: 'rtl' | 'ltr') => (direction === 'rtl' ? rtlCache : ltrCache);
