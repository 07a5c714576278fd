import { pageTexts } from '../../i18n/page-texts';

/** A search that found nothing: only the listing shows it. */
export const useNoResultsT = pageTexts(
  {
    'noResults.title': 'لم نجد شيئاً عن «{query}»',
    'noResults.text': 'تأكد من الكتابة، أو جرّب كلمات أقل أو أخرى، أو تصفّح:',
    'noResults.categories': 'أقرب التصنيفات',
    'noResults.popular': 'الأكثر رواجاً الآن',
  },
  {
    'noResults.title': 'Nothing found for “{query}”',
    'noResults.text': 'Check the spelling, try fewer or other words, or look around:',
    'noResults.categories': 'Closest categories',
    'noResults.popular': 'Popular right now',
  },
);
