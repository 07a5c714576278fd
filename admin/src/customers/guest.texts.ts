/** The guest marker's words (orders and customers screens), loaded with those screens. */
export default {
  ar: { ward: { guest: { label: 'زائر', hint: 'اشترى دون حساب (بجواله أو بريده فقط)' } } },
  en: { ward: { guest: { label: 'Guest', hint: 'Bought without an account (with just a mobile or an email)' } } },
};
