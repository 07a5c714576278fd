import { bannerCreateSchema, carrierSchema, settingsSchema, DEFAULT_SETTINGS } from './index.js';
import { isSafeLink } from './links.js';

/** Issue 11 §10: one rule for every link an admin sets (https, or a same-site path without backslashes). */
describe('admin links', () => {
  const refusedEverywhere = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://example.com/',
    'https://user@evil.example/',
    'https://good.example@evil.example/',
    'https:/\\evil.example',
    'https://evil.example\\@good.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'https://evil.example/"onmouseover="alert(1)',
    'ftp://files.example/',
    'https://',
    '',
  ];

  it.each(refusedEverywhere)('refuses %j as a link of any kind', (link) => {
    expect(isSafeLink(link, { sitePath: true })).toBe(false);
    expect(isSafeLink(link, { sitePath: false })).toBe(false);
  });

  it('takes https links everywhere and same-site paths only where a page of the shop is meant', () => {
    for (const link of [
      'https://instagram.com/ward',
      'https://www.smsaexpress.com/trackingdetails?tracknumbers={n}',
      'https://x.com:443/a#b',
    ])
      expect({ link, ok: isSafeLink(link, { sitePath: false }) }).toEqual({ link, ok: true });
    for (const link of ['/products?categoryId=3', '/', '/pages/about'])
      expect({ link, banner: isSafeLink(link, { sitePath: true }), social: isSafeLink(link, { sitePath: false }) }).toEqual({
        link,
        banner: true,
        social: false,
      });
  });

  it('every admin form that takes a link uses the rule: settings (social), banners, carriers', () => {
    const social = settingsSchema.safeParse({
      ...DEFAULT_SETTINGS,
      social: { ...DEFAULT_SETTINGS.social, instagram: 'javascript:alert(1)' },
    });
    expect(social.success ? [] : social.error.issues.map((i) => i.path.join('.'))).toEqual(['social.instagram']);
    const banner = bannerCreateSchema.safeParse({
      name: { ar: 'عرض الصيف', en: 'Summer offer' },
      description: { ar: 'خصومات على العطور', en: 'Perfume discounts' },
      position: 'home',
      link: '/\\evil.example',
      image: { url: '/media/a-1200.webp', width: 1200, height: 600 },
    });
    expect(banner.success ? [] : banner.error.issues.map((i) => i.path.join('.'))).toContain('link');
    const carrier = carrierSchema.safeParse({ name: { ar: 'ناقل', en: 'Carrier' }, trackingUrlTemplate: 'data:text/html,{n}' });
    expect(carrier.success ? [] : carrier.error.issues.map((i) => i.path.join('.'))).toEqual(['trackingUrlTemplate']);
  });
});
