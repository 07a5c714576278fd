import { whatsappChatLink, whatsappGreeting } from '@ward/shared/whatsapp-chat';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n';
import { chatTopic } from '../state/chat-topic';
import { useLanguage } from '../state/preferences';
import { useSettings } from '../state/settings';
import { useStore } from '../state/store';
import { WhatsappIcon } from './Icons';

/** Paying needs the shopper's whole attention and the screen's bottom edge (place order, pay): no button there. */
const HIDDEN_ON = /^\/(cart|checkout|payment)(\/|$)/;

/**
 * The floating "chat on WhatsApp" button: the shop's number from the settings, the first message
 * in the shopper's language naming the product on a product page. It sits at the inline start
 * (right in Arabic, left in English), above the safe area and the sticky buy bar; the toasts
 * rise above it (CSS). It steps out of the way while the shopper scrolls down through the prices
 * and comes back on the way up. Hidden without a number.
 */
export function WhatsAppButton({ path }: { path: string }) {
  const t = useT();
  const lang = useLanguage();
  const settings = useSettings();
  const product = useStore(chatTopic, (s) => s.product);
  const link = whatsappChatLink(settings?.whatsapp, whatsappGreeting(lang, product));
  const [away, setAway] = useState(false);
  useEffect(() => {
    let last = scrollY;
    const onScroll = () => {
      const y = scrollY;
      // a shopper's scroll, not the few dozen pixels the browser moves the page by when a part
      // above grows or shrinks (scroll anchoring); near the top (a path change scrolls there) it shows
      if (y > last + 48) setAway(true);
      else if (y < last - 96 || y < 80) setAway(false);
      else return;
      last = y;
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, []);
  if (!link || HIDDEN_ON.test(path)) return null;
  return (
    <a
      class={away ? 'wa-float is-away' : 'wa-float'}
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      data-native=""
      aria-label={product ? t('whatsapp.askAbout', { name: product }) : t('whatsapp.chat')}
    >
      <WhatsappIcon size={28} />
    </a>
  );
}
