import { render } from '@testing-library/preact';
import type { BannerDto } from '../api/types';
import { preferencesStore } from '../state/preferences';
import { FALLBACK_SETTINGS, settingsStore } from '../state/settings';
import { Footer } from './Footer';
import { Banners } from './Sections';

/**
 * Issue 11 §10: a link saved before the shop's link rule (or written straight into the database)
 * never reaches the page as javascript:, data:, vbscript: or a backslash path.
 */
describe('links an admin set, as the storefront renders them', () => {
  beforeEach(() => preferencesStore.set({ language: 'ar', direction: 'rtl' }));

  it('the footer drops social links that are not https', () => {
    settingsStore.set({
      status: 'ready',
      settings: {
        ...FALLBACK_SETTINGS,
        social: {
          instagram: 'javascript:alert(1)',
          x: 'data:text/html,x',
          tiktok: 'vbscript:x',
          snapchat: 'https://snapchat.com/ward',
          youtube: null,
        },
      },
    });
    const { container } = render(<Footer />);
    const hrefs = [...container.querySelectorAll('.social a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['#', '#', '#', 'https://snapchat.com/ward', '#']);
  });

  it('a banner with a backslash or script link is shown without a link', () => {
    const banner = (id: number, link: string): BannerDto =>
      ({
        id,
        name: { ar: `عرض ${id}`, en: `Offer ${id}` },
        description: { ar: 'وصف العرض', en: 'Offer text' },
        image: { url: '/media/b-1200.webp', width: 1200, height: 400 },
        position: 'after_categories',
        link,
        isActive: true,
        sortOrder: id,
      }) as unknown as BannerDto;
    const { container } = render(
      <Banners
        position="after_categories"
        banners={[banner(1, '/\\evil.example'), banner(2, 'javascript:alert(1)'), banner(3, '/products?categoryId=3')]}
      />,
    );
    expect([...container.querySelectorAll('a.banner')].map((a) => a.getAttribute('href'))).toEqual(['/products?categoryId=3']);
    expect(container.querySelectorAll('div.banner')).toHaveLength(2);
  });
});
