import type { Settings } from '../../api/types';
import { useT } from '../../i18n';
import { ContactList } from '../ContactList';
import { StoreHours } from '../StoreHours';

/** The footer's contact column: address, phones, WhatsApp, e-mail and store hours. */
export function FooterContact({ settings }: { settings: Settings }) {
  const t = useT();
  return (
    <section class="footer-col" aria-labelledby="footer-contact">
      <h2 id="footer-contact" class="footer-title">
        {t('footer.contact')}
      </h2>
      <ContactList settings={settings} />
      <h3 class="footer-subtitle">{t('footer.hours')}</h3>
      <StoreHours />
    </section>
  );
}
