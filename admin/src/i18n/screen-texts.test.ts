import polyglotI18nProvider from 'ra-i18n-polyglot';
import ar from './ar';
import en from './en';
import { registerScreenTexts, withScreenTexts } from './screen-texts';

const i18nProvider = withScreenTexts(polyglotI18nProvider((l) => (l === 'en' ? en : ar), 'ar', [], { allowMissing: true }));

describe('words of lazily loaded screens', () => {
  it('are found by the back office’s translate once the screen registers them, with Arabic plurals', async () => {
    expect(i18nProvider.translate('ward.screenTextsProbe.count', { smart_count: 2, _: 'missing' })).toBe('missing');
    registerScreenTexts({
      ar: { ward: { screenTextsProbe: { count: 'لا شيء |||| واحد |||| اثنان |||| %{smart_count} قليلة |||| %{smart_count} كثيرة |||| %{smart_count}' } } },
      en: { ward: { screenTextsProbe: { count: 'one |||| %{smart_count} many' } } },
    });
    await i18nProvider.changeLocale('ar');
    expect(i18nProvider.translate('ward.screenTextsProbe.count', { smart_count: 2 })).toBe('اثنان');
    expect(i18nProvider.translate('ward.screenTextsProbe.count', { smart_count: 5 })).toBe('5 قليلة');
    // the main dictionaries still answer everything else
    expect(i18nProvider.translate('resources.products.name', { smart_count: 1 })).toBe('منتج');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ward.screenTextsProbe.count', { smart_count: 3 })).toBe('3 many');
  });
});
