/**
 * The shop's words as shoppers spell them in Latin letters (oud, oudh, bakhoor, 3ood…), and the
 * Latin words shoppers spell in Arabic letters (بارفان، سبراي…). Each line is one group: a query
 * for any spelling in it finds products written with any other. Translations that the
 * bilingual product names do not already carry (agarwood for عود) belong here too.
 *
 * Spell naturally: every form is normalised like the shop's text when the table is loaded
 * (case, hamza, taa marbuta, doubled letters: "bakhoor" and "bakhor" are already one form).
 * Admin-managed synonyms (back office → Search synonyms) work the same way at run time; this
 * table is for spellings every Gulf shop needs.
 */
export const TRANSLITERATIONS: ReadonlyArray<readonly string[]> = [
  ['عود', 'oud', 'oudh', 'ud', 'aoud', 'ood', 'oodh', 'oude', 'aud', 'agarwood', 'aloeswood', '3od', '3ood', '3oud', '3ud'],
  ['بخور', 'bakhoor', 'bakhour', 'bakhur', 'bukhoor', 'bukhour', 'bukhur', 'bkhoor', 'bukhor', 'incense', 'b5or', 'b5oor'],
  ['مسك', 'musk', 'misk', 'mesk', 'mosk', 'mesc'],
  ['دهن', 'dahn', 'dehn', 'duhn', 'dihn', 'dhen', 'dohn'],
  ['عنبر', 'amber', 'anbar', 'ambar', 'anber', '3anbar', '3nbr'],
  ['زعفران', 'saffron', 'zafaran', 'zaafaran', 'zafran', 'zaafran', 'za3faran', 'zafraan'],
  ['صندل', 'sandal', 'sandalwood', 'sandel', 'sandl', 'sandali'],
  ['وردة', 'ورد', 'rose', 'wardah', 'warda', 'wardeh'],
  ['دخون', 'dukhoon', 'dukhon', 'dokhon', 'dokhoon', 'dukhun', 'do5on'],
  ['معطر', 'muattar', 'moattar', 'muatar', 'mo3attar', 'mu3attar'],
  ['معمول', 'maamoul', 'mamoul', 'mamool', 'maamool', 'ma3mool'],
  ['مبخرة', 'mabkhara', 'mabkharah', 'mabkhra', 'mubkhara', 'mab5ara', 'burner'],
  ['عطر', 'attar', 'atar', 'itr', 'otr', '3otr', '3tr', 'perfume', 'fragrance', 'scent'],
  ['بارفان', 'برفان', 'بارفيوم', 'بيرفيوم', 'بيرفيم', 'parfum', 'parfume'],
  ['كولونيا', 'cologne', 'kolonia'],
  ['سبراي', 'سبري', 'بخاخ', 'spray', 'mist'],
  ['طيب', 'teeb', 'tib', 'tayeb'],
  ['فواحة', 'ديفيوزر', 'diffuser', 'fawaha', 'fawwaha'],
  ['هدية', 'hadiya', 'hadiyah', 'hadya', 'gift', 'present'],
  ['طقم', 'سيت', 'set', 'taqm', 'tagm'],
  ['لبان', 'luban', 'lubban', 'frankincense', 'olibanum'],
  ['شمعة', 'candle', 'shamaa', 'sham3a'],
  ['زيت', 'oil', 'zait', 'zeit', 'zayt', 'zet'],
  ['طهارة', 'tahara', 'taharah', 'tahará'],
  ['غزال', 'ghazal', 'gazal', 'deer', 'gazelle'],
  ['مخمرية', 'mukhamria', 'mukhamariya', 'mkhamaria', 'mukhammaria', 'mkhmria'],
  ['كمبودي', 'cambodian', 'cambodi', 'kambodi', 'cambodia'],
  ['هندي', 'indian', 'hindi', 'india'],
  ['لاوسي', 'laotian', 'laos', 'lawsi'],
  ['ماليزي', 'malaysian', 'malizi', 'malaysia'],
  ['بورمي', 'burmese', 'burmi', 'burma'],
  ['سيوفي', 'siufi', 'seufi', 'siyufi', 'seyufi'],
  ['مروكي', 'muroki', 'maroki', 'mroki', 'murooki'],
  ['تراد', 'trad', 'trat'],
  ['ياسمين', 'jasmine', 'yasmin', 'yasmeen', 'jasmin'],
  ['فانيلا', 'vanilla', 'vanila', 'fanila'],
  ['مجلس', 'majlis', 'majles', 'mjlis'],
  ['عروس', 'bride', 'bridal', '3roos', 'aroos', 'arous'],
  ['رمضان', 'ramadan', 'ramadhan', 'ramzan'],
  ['عيد', 'eid', '3eed', 'eed'],
  ['طائفي', 'طائف', 'taif', 'taifi', 'taify', 'taef'],
  ['فحم', 'charcoal', 'fa7m', 'fahm'],
];
