/**
 * Letters Gulf shoppers write for one another, because they sound alike in the dialect (ق said
 * as g or j, ظ and ض alike, ث as س or ت…) or sit side by side on the keyboard. A word with one
 * of them swapped is a likely misspelling: "مسق" for "مسك", "عمبر" for "عنبر" (ن said as م before ب). Each line is one group of letters
 * that may stand for each other. Normalised forms only (ه for ة, ي for ى, ا for أ إ آ).
 */
export const CONFUSABLE_LETTERS: ReadonlyArray<string> = ['قكجغ', 'ضظد', 'ذزد', 'ثست', 'صس', 'طت', 'حهخ', 'عا', 'نم'];
