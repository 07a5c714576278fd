/**
 * Broken (irregular) plurals of the shop's words and the singular each stands for. Cutting
 * affixes cannot turn "هدايا" into "هدية" or "عطور" into "عطر": this table does. Regular plurals
 * (…ات، …ون، …ين) need no entry, the stemmer cuts those.
 *
 * Write words as people write them (hamza, taa marbuta and all): both sides are normalised when
 * the table is loaded. Add a line when a shopper's plural finds nothing (the back office's
 * "searches that found nothing" list is where they show up).
 */
export const BROKEN_PLURALS: Readonly<Record<string, string>> = {
  عطور: 'عطر',
  هدايا: 'هدية',
  زيوت: 'زيت',
  أعواد: 'عود',
  عيدان: 'عود',
  دهون: 'دهن',
  أدهان: 'دهن',
  أبخرة: 'بخور',
  روائح: 'رائحة',
  أطقم: 'طقم',
  طقوم: 'طقم',
  شموع: 'شمعة',
  مباخر: 'مبخرة',
  ورود: 'وردة',
  زهور: 'زهرة',
  أزهار: 'زهرة',
  أخشاب: 'خشب',
  أعشاب: 'عشب',
  أطياب: 'طيب',
  عنابر: 'عنبر',
  صناديق: 'صندوق',
  علب: 'علبة',
  قوارير: 'قارورة',
  أحجام: 'حجم',
  أنواع: 'نوع',
  مجالس: 'مجلس',
  رجال: 'رجل',
  نساء: 'امرأة',
  عرائس: 'عروس',
  ليال: 'ليلة',
  ليالي: 'ليلة',
  شيوخ: 'شيخ',
  أمراء: 'أمير',
  أميرات: 'أميرة',
  سلاطين: 'سلطان',
  فرسان: 'فارس',
  ملوك: 'ملك',
  مناسبات: 'مناسبة',
  أعياد: 'عيد',
  أكياس: 'كيس',
  فحوم: 'فحم',
  أحجار: 'حجر',
  أقلام: 'قلم',
  مسوك: 'مسك',
};

/**
 * Words that begin with و as part of the word, not as "and": the stemmer leaves their و alone
 * ("وردة" stays a rose, not "ردة"). A word matches when it starts with one of these.
 */
export const WAW_WORDS: readonly string[] = ['ورد', 'ورق', 'وسط', 'وقت', 'وزن', 'وجه', 'وطن', 'وعد', 'ولد', 'وصف', 'وهج', 'وحيد', 'وفاء', 'وليد', 'وسام', 'وادي', 'واحة', 'وئام'];
