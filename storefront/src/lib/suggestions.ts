import { searchWords, type SearchWord } from '@ward/shared/search/words';
import { useEffect, useState } from 'preact/hooks';
import { catalog } from '../api/endpoints';
import type { SearchSuggestionsDto } from '../api/types';

/** A pause in typing this long asks for suggestions (shorter than a keystroke gap of most people). */
const PAUSE_MS = 120;

/** Whether a text has anything to search for (the shop's own analysis: punctuation alone has not). */
export const hasWords = (text: string): boolean => searchWords(text, { minLetters: 1, keepStopWords: true }).length > 0;

export interface SuggestionsState {
  data: SearchSuggestionsDto | null;
  loading: boolean;
  failed: boolean;
}

/**
 * Suggestions for what is typed: asked after a short pause, the previous request cancelled, an
 * answer for older text never shown over a newer one; the last answer stays while the next loads.
 */
export function useSuggestions(text: string): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>({ data: null, loading: false, failed: false });
  useEffect(() => {
    const q = text.trim();
    if (!hasWords(q)) {
      setState({ data: null, loading: false, failed: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      catalog
        .suggestions(q, controller.signal)
        .then((data) => setState({ data, loading: false, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, failed: true }));
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return state;
}

/** A name cut into parts, the words that match the query marked (whole words: a stem or the beginning typed). */
export function highlight(name: string, query: string): Array<{ text: string; match: boolean }> {
  const typed: SearchWord[] = searchWords(query, { minLetters: 1, keepStopWords: true });
  return name.split(/(\s+)/).map((part) => {
    const [word] = searchWords(part, { minLetters: 1, keepStopWords: true });
    const match = !!word && typed.some((q) => q.stem === word.stem || word.text.startsWith(q.text));
    return { text: part, match };
  });
}
