import { whatsappChatLink, whatsappGreeting } from '@ward/shared/whatsapp-chat';
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
 * (right in Arabic, left in English), away from the inline end where the add-to-cart bar's button
 * and the toasts are, and rises above the sticky buy bar (CSS). Hidden without a number.
 */
export function WhatsAppButton({ path }: { path: string }) {
  const t = useT();
  const lang = useLanguage();
  const settings = useSettings();
  const product = useStore(chatTopic, (s) => s.product);
  const link = whatsappChatLink(settings?.whatsapp, whatsappGreeting(lang, product));
  if (!link || HIDDEN_ON.test(path)) return null;
  return (
    <a
      class="wa-float"
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
