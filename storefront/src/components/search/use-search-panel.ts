import { route } from 'preact-router';
import { useEffect, useRef, useState } from 'preact/hooks';
import { recordSearchClick } from '../../lib/search-clicks';
import { useSuggestions } from '../../lib/suggestions';
import { resultsHref, searchChoices, type Choice } from './search-choices';

/**
 * The search panel's state: the text, the suggestions for it, the active choice (-1 is the text
 * box itself) and what the keys and a chosen option do.
 */
export function useSearchPanel(onClose: () => void) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  // the last answer stays on screen while the next one loads
  const { data: shown, loading } = useSuggestions(text);
  const query = text.trim();

  useEffect(() => input.current?.focus(), []);
  useEffect(() => setActive(-1), [shown]);

  const choices = searchChoices(shown, query);

  const go = (choice: Choice | undefined) => {
    if (choice?.replaceWith) {
      setText(choice.replaceWith);
      input.current?.focus();
      return;
    }
    if (!choice && !query) return;
    if (choice?.productId && shown) recordSearchClick(shown.query, choice.productId, 'suggestions');
    onClose();
    route(choice?.href ?? resultsHref(query));
  };
  const goActive = () => go(active >= 0 ? choices[active] : undefined);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!choices.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text box itself: moving past either end comes back to it
      setActive((a) => {
        const next = a + step;
        return next >= choices.length ? -1 : next < -1 ? choices.length - 1 : next;
      });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      goActive();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (text) setText('');
      else onClose();
    }
  };

  return { text, setText, active, setActive, input, shown, loading, query, choices, go, goActive, onKeyDown };
}
