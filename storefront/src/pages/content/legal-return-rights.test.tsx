import { render } from '@testing-library/preact';
import { DEFAULT_RETURN_SETTINGS } from '@ward/shared/validation/returns';
import { setLanguage } from '../../state/preferences';
import { FALLBACK_SETTINGS, settingsStore } from '../../state/settings';
import { LegalReturnRights } from './LegalReturnRights';

const withWindow = (windowDays: number) =>
  settingsStore.set({ status: 'ready', settings: { ...FALLBACK_SETTINGS, returns: { ...DEFAULT_RETURN_SETTINGS, windowDays } } });
const lines = (container: Element) => [...container.querySelectorAll('li')].map((li) => li.textContent);

/** The return policy page states the law's 7-day return and 15-day late-delivery rights in both languages (issue 33 §4). */
describe('the buyer’s legal rights on the return policy page', () => {
  it('Arabic: the two rights, whatever the shop wrote; a longer window of the shop beside them', () => {
    setLanguage('ar');
    withWindow(14);
    const { container } = render(<LegalReturnRights />);
    expect(container.querySelector('h2')!.textContent).toBe('حقوقك بموجب نظام التجارة الإلكترونية');
    expect(lines(container)).toEqual([
      'يحق لك إرجاع المنتج خلال 7 أيام من استلامه وفق شروط الإرجاع.',
      'إن لم يصلك طلبك خلال 15 يوماً من تقديمه فيحق لك إلغاؤه واسترداد كامل المبلغ.',
      'نقبل الإرجاع في متجرنا خلال 14 يوماً من الاستلام.',
    ]);
  });

  it('English, with the legal window only when the shop gives no more', () => {
    setLanguage('en');
    withWindow(7);
    const { container } = render(<LegalReturnRights />);
    expect(lines(container)).toEqual([
      'You may return a product within 7 days of receiving it, under the return conditions.',
      'If your order has not arrived 15 days after you placed it, you may cancel it for a full refund.',
    ]);
  });
});
