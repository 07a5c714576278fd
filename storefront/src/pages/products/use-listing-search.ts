import { route } from 'preact-router';
import { useEffect, useRef, useState } from 'preact/hooks';
import { listingQuery, parseListing, withSearch } from '../../lib/listing';

const SEARCH_DEBOUNCE_MS = 350;

/**
 * The listing's search box: typing searches after a pause (replacing the history entry), the box
 * follows the URL on back/forward, and `?focus=search` puts the cursor in it.
 */
export function useListingSearch(search: string, base: string, urlSearch: string) {
  const [text, setText] = useState(urlSearch);
  const searchRef = useRef<HTMLInputElement>(null);

  // typing searches after a pause, without filling the history (onto the URL's listing as it is then)
  useEffect(() => {
    const current = parseListing(search);
    if (text.trim() === current.search.trim()) return;
    const timer = setTimeout(() => route(`${base}${listingQuery(withSearch(current, text))}`, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, base]);
  // back/forward changes the URL: the box follows
  useEffect(() => setText(urlSearch), [urlSearch]);
  // the header's search link (?focus=search) puts the cursor in the box, also when already here
  useEffect(() => {
    if (new URLSearchParams(search).get('focus') === 'search') searchRef.current?.focus();
  }, [search]);

  return { text, setText, searchRef };
}
