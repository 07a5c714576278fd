import type { Settings } from '../api/types';
import { localized } from '../i18n';
import { useLanguage } from '../state/preferences';
import { MailIcon, PhoneIcon, PinIcon, WhatsappIcon } from './Icons';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The shop's address, phones, WhatsApp and e-mail from its settings (the footer and the contact
 * page); `spaced` puts a space between each icon and its text.
 */
export function ContactList({ settings: s, spaced }: { settings: Settings; spaced?: boolean }) {
  const lang = useLanguage();
  const gap = spaced ? ' ' : null;
  return (
    <ul class="contact-list">
      {localized(s.address, lang) ? (
        <li>
          <PinIcon size={18} />
          {gap}
          <span>{localized(s.address, lang)}</span>
        </li>
      ) : null}
      {s.phones.map((p) => (
        <li>
          <PhoneIcon size={18} />
          {gap}
          <a href={tel(p)} dir="ltr" data-native="">
            {p}
          </a>
        </li>
      ))}
      {s.whatsapp ? (
        <li>
          <WhatsappIcon size={18} />
          {gap}
          <a href={`https://wa.me/${s.whatsapp.replace(/\D/g, '')}`} target="_blank" rel="noopener noreferrer" dir="ltr" data-native="">
            {s.whatsapp}
          </a>
        </li>
      ) : null}
      {s.contactEmail ? (
        <li>
          <MailIcon size={18} />
          {gap}
          <a href={`mailto:${s.contactEmail}`} data-native="">
            {s.contactEmail}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
