import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Language } from '@ward/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from '../../../common/request-language.js';
import { WARD_CONFIG, type WardConfig } from '../../../config/config.js';
import type { GatewayInvoiceStatus } from '../../gateway.js';
import { TEST_CARDS, TEST_OTP, type PayAttempt, type PayOutcome } from './test-cards.js';
import { TestGatewayCheckout } from './test-gateway-checkout.js';
import { TestGateway } from './test-gateway.js';
import type { TestGatewayInvoice, TestPaymentChoice } from './test-gateway-invoice.entity.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Riyadh time (UTC+3, no daylight saving), as the shopper reads it: «2026-11-23 21:30 (توقيت الرياض)». */
const riyadhTime = (d: Date, lang: Language) =>
  `${new Date(d.getTime() + 3 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')} (${lang === 'ar' ? 'توقيت الرياض' : 'Riyadh time'})`;

const T = {
  title: { ar: 'بوابة الدفع التجريبية', en: 'Test payment gateway' },
  amount: { ar: 'المبلغ', en: 'Amount' },
  expires: { ar: 'تنتهي صلاحية الفاتورة', en: 'Invoice expires' },
  invoice: { ar: 'رقم الفاتورة', en: 'Invoice' },
  method: { ar: 'طريقة الدفع', en: 'Pay with' },
  cardNumber: { ar: 'رقم البطاقة', en: 'Card number' },
  expiry: { ar: 'تاريخ الانتهاء (MM/YY)', en: 'Expiry (MM/YY)' },
  cvc: { ar: 'رمز التحقق CVC', en: 'CVC' },
  holder: { ar: 'اسم حامل البطاقة', en: 'Name on card' },
  mobile: { ar: 'رقم الجوال المسجل في STC Pay', en: 'STC Pay mobile number' },
  pay: { ar: 'ادفع', en: 'Pay' },
  cancel: { ar: 'إلغاء والعودة للمتجر', en: 'Cancel and return to the shop' },
  testCards: { ar: 'بطاقات الاختبار', en: 'Test cards' },
  cardSuccess: { ar: 'دفع ناجح', en: 'successful payment' },
  cardDeclined: { ar: 'رفض البطاقة', en: 'card declined' },
  cardFunds: { ar: 'رصيد غير كافٍ', en: 'insufficient funds' },
  card3ds: { ar: 'خطوة تحقق إضافية (3-D Secure)، الرمز', en: 'extra 3-D Secure step, code' },
  anyExpiry: { ar: 'أي تاريخ انتهاء مستقبلي وأي CVC من 3 أرقام', en: 'any future expiry and any 3-digit CVC' },
  otpTitle: { ar: 'التحقق من عملية الدفع', en: 'Verify your payment' },
  otpText: { ar: 'أدخل رمز التحقق المرسل إلى جوالك', en: 'Enter the one-time code sent to your phone' },
  otpHint: { ar: 'رمز الاختبار', en: 'Test code' },
  otpLabel: { ar: 'رمز التحقق', en: 'One-time code' },
  verify: { ar: 'تحقق', en: 'Verify' },
  missing: { ar: 'الفاتورة غير موجودة', en: 'This invoice does not exist' },
  foreign: {
    ar: 'لم يُرسل هذا النموذج من صفحة الدفع هذه، فلم يُنفَّذ شيء.',
    en: 'This form was not sent from this payment page, so nothing was done.',
  },
  reopen: { ar: 'افتح صفحة الدفع من جديد', en: 'Open the payment page again' },
  back: { ar: 'العودة إلى المتجر', en: 'Back to the shop' },
  final: { ar: 'لم تعد هذه الفاتورة قابلة للدفع', en: 'This invoice can no longer be paid' },
  choice: { ar: 'اختر طريقة دفع متاحة', en: 'Choose an available payment method' },
  invalid: {
    cardNumber: { ar: 'رقم البطاقة غير صحيح', en: 'The card number is not valid' },
    expiry: { ar: 'تاريخ الانتهاء غير صحيح', en: 'The expiry date is not valid' },
    cvc: { ar: 'رمز CVC غير صحيح', en: 'The CVC is not valid' },
    holder: { ar: 'أدخل اسم حامل البطاقة', en: 'Enter the name on the card' },
    mobile: { ar: 'رقم الجوال غير صحيح', en: 'The mobile number is not valid' },
    choice: { ar: 'اختر طريقة دفع متاحة', en: 'Choose an available payment method' },
  },
  status: {
    Pending: { ar: 'بانتظار الدفع', en: 'Pending' },
    Paid: { ar: 'مدفوعة', en: 'Paid' },
    Failed: { ar: 'فشلت', en: 'Failed' },
    Canceled: { ar: 'ملغاة', en: 'Canceled' },
    Expired: { ar: 'منتهية الصلاحية', en: 'Expired' },
    Refunded: { ar: 'مستردة', en: 'Refunded' },
  } satisfies Record<GatewayInvoiceStatus, { ar: string; en: string }>,
};

const CHOICES: Record<TestPaymentChoice, string> = { mada: 'مدى · Mada', visa: 'Visa', applepay: 'Apple Pay', stcpay: 'STC Pay' };

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#f4f1ec;color:#2b2118}
main{max-width:460px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px;color:#8a1c3b}.muted{color:#6b5e52;font-size:13px}
.amount{font-size:28px;font-weight:bold;margin:12px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px}dt{color:#6b5e52}dd{margin:0}
fieldset{border:1px solid #e4ddd3;border-radius:8px;margin:16px 0;padding:12px}label{display:block;margin:8px 0 4px;font-size:14px}
input[type=text],input[type=tel]{width:100%;padding:10px;border:1px solid #cfc5b8;border-radius:6px;font-size:16px;direction:ltr}
.choices label{display:inline-flex;gap:6px;align-items:center;margin-inline-end:16px}
button{width:100%;padding:12px;border:0;border-radius:8px;background:#8a1c3b;color:#fff;font-size:16px;cursor:pointer;margin-top:12px}
button.secondary{background:#fff;color:#8a1c3b;border:1px solid #8a1c3b}.error{background:#fdecea;color:#8a1c1c;padding:10px;border-radius:6px}
.hint{background:#f7f3ea;border-radius:8px;padding:10px;font-size:13px}.hint code{direction:ltr;unicode-bidi:embed}nav{text-align:end;font-size:13px}a{color:#8a1c3b}
`;

/**
 * The test gateway's hosted page, outside the /api prefix: `GET /pay/{invoiceId}` shows the
 * invoice and a card (or wallet) form, `POST /pay/{invoiceId}` pays or cancels,
 * `POST /pay/{invoiceId}/verify` answers the 3-D Secure step. Plain forms, no script (CSP).
 */
@Injectable()
export class TestGatewayPage implements OnModuleInit {
  private readonly logger = new Logger('TestGatewayPage');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly gateway: TestGateway,
    private readonly checkout: TestGatewayCheckout,
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
  ) {}

  onModuleInit(): void {
    if (!this.config.testGateway) return;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get('/pay/:invoiceId', (req, reply) => this.guard(req, reply, () => this.show(req, reply)));
    fastify.post('/pay/:invoiceId', (req, reply) =>
      this.guard(req, reply, () => this.fromThisPage(req, reply, () => this.submit(req, reply))),
    );
    fastify.post('/pay/:invoiceId/verify', (req, reply) =>
      this.guard(req, reply, () => this.fromThisPage(req, reply, () => this.verify(req, reply))),
    );
  }

  private async guard(req: FastifyRequest, reply: FastifyReply, handler: () => Promise<unknown>) {
    try {
      return await handler();
    } catch (error) {
      this.logger.error(error);
      return this.html(
        reply,
        500,
        languageOf(req),
        `<p class="error">${escapeHtml(languageOf(req) === 'en' ? 'Something went wrong. Please try again.' : 'حدث خطأ، حاول مرة أخرى')}</p>`,
      );
    }
  }

  /**
   * A form post counts only when it carries the token of this gateway's own page, and the browser
   * does not say it came from another site (Sec-Fetch-Site, or an Origin that is another site's;
   * the page's own forms arrive with `Origin: null` under its no-referrer policy, so that proves nothing).
   */
  private async fromThisPage(req: FastifyRequest, reply: FastifyReply, handler: () => Promise<unknown>) {
    const { invoiceId, form } = this.params(req);
    const origin = req.headers.origin;
    const own = [new URL(this.config.publicUrl).origin, `${req.protocol}://${req.headers.host ?? ''}`];
    const otherOrigin = origin !== undefined && origin !== 'null' && !own.includes(origin);
    const crossSite = otherOrigin || req.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || !this.gateway.formTokenValid(invoiceId, form.formToken)) {
      const lang = languageOf(req);
      return this.html(
        reply,
        403,
        lang,
        `<h1>${T.title[lang]}</h1><p class="error">${T.foreign[lang]}</p><p><a href="/pay/${escapeHtml(invoiceId)}?lang=${lang}">${T.reopen[lang]}</a></p>`,
      );
    }
    return handler();
  }

  private html(reply: FastifyReply, status: number, lang: Language, body: string) {
    const page = `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${T.title[lang]}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
    return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  }

  private params(req: FastifyRequest): { invoiceId: string; form: Record<string, string> } {
    const invoiceId = String((req.params as Record<string, string>).invoiceId ?? '');
    const raw = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    // no prototype: a field named `constructor` or `__proto__` is just a field
    const form = Object.assign(
      Object.create(null) as Record<string, string>,
      Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 200) : ''])),
    );
    return { invoiceId, form };
  }

  private async show(req: FastifyRequest, reply: FastifyReply) {
    const lang = languageOf(req);
    const { invoiceId } = this.params(req);
    const invoice = await this.gateway.find(invoiceId);
    if (!invoice) return this.missing(reply, lang);
    if (invoice.status !== 'Pending') return this.finalPage(reply, lang, invoice);
    if (invoice.challenge) return this.challengePage(reply, lang, invoice);
    return this.formPage(reply, lang, invoice, null, {});
  }

  private async submit(req: FastifyRequest, reply: FastifyReply) {
    const lang = languageOf(req);
    const { invoiceId, form } = this.params(req);
    if (form.action === 'cancel') return this.answer(reply, lang, invoiceId, await this.checkout.cancel(invoiceId), form);
    const choice = form.choice as TestPaymentChoice;
    let attempt: PayAttempt;
    if (choice === 'applepay') attempt = { choice };
    else if (choice === 'stcpay') attempt = { choice, mobile: form.mobile ?? '' };
    else if (choice === 'mada' || choice === 'visa') {
      attempt = { choice, cardNumber: form.cardNumber ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '', holder: form.holder ?? '' };
    } else {
      const invoice = await this.gateway.find(invoiceId);
      if (!invoice) return this.missing(reply, lang);
      return this.formPage(reply, lang, invoice, 'choice', form);
    }
    return this.answer(reply, lang, invoiceId, await this.checkout.pay(invoiceId, attempt), form);
  }

  private async verify(req: FastifyRequest, reply: FastifyReply) {
    const lang = languageOf(req);
    const { invoiceId, form } = this.params(req);
    return this.answer(reply, lang, invoiceId, await this.checkout.verifyChallenge(invoiceId, form.otp ?? ''), form);
  }

  private async answer(reply: FastifyReply, lang: Language, invoiceId: string, outcome: PayOutcome, form: Record<string, string>) {
    if (outcome.kind === 'missing') return this.missing(reply, lang);
    if (outcome.kind === 'done') return reply.status(303).header('Cache-Control', 'no-store').redirect(outcome.returnUrl, 303);
    const invoice = await this.gateway.find(invoiceId);
    if (!invoice) return this.missing(reply, lang);
    if (outcome.kind === 'challenge') return this.challengePage(reply, lang, invoice);
    return this.formPage(reply, lang, invoice, outcome.field, form);
  }

  private tokenField(invoiceId: string): string {
    return `<input type="hidden" name="formToken" value="${this.gateway.formToken(invoiceId)}">`;
  }

  private header(lang: Language, invoice: TestGatewayInvoice) {
    const other = lang === 'ar' ? 'en' : 'ar';
    const amount = (invoice.amount / 100).toFixed(2);
    return `<nav><a href="/pay/${invoice.id}?lang=${other}">${other === 'en' ? 'English' : 'العربية'}</a></nav>
<h1>${T.title[lang]}</h1><p class="muted">${escapeHtml(invoice.description)}</p>
<p class="amount" dir="ltr">${amount} ${invoice.currency}</p>
<dl><dt>${T.invoice[lang]}</dt><dd dir="ltr">${invoice.id}</dd><dt>${T.expires[lang]}</dt><dd dir="ltr">${riyadhTime(invoice.expiresAt, lang)}</dd></dl>`;
  }

  private formPage(
    reply: FastifyReply,
    lang: Language,
    invoice: TestGatewayInvoice,
    error: keyof typeof T.invalid | null,
    form: Record<string, string>,
  ) {
    const selected = (form.choice as TestPaymentChoice) ?? invoice.methods[0];
    const isCard = invoice.methods.includes('mada') || invoice.methods.includes('visa');
    const value = (name: string) => (name === 'cardNumber' || name === 'cvc' ? '' : escapeHtml(form[name] ?? ''));
    const choices = invoice.methods
      .map((m) => `<label><input type="radio" name="choice" value="${m}"${m === selected ? ' checked' : ''}> ${CHOICES[m]}</label>`)
      .join('');
    const cardFields = isCard
      ? `<label for="cardNumber">${T.cardNumber[lang]}</label><input type="text" id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="${value('cardNumber')}">
<label for="expiry">${T.expiry[lang]}</label><input type="text" id="expiry" name="expiry" placeholder="12/30" autocomplete="cc-exp" value="${value('expiry')}">
<label for="cvc">${T.cvc[lang]}</label><input type="text" id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc">
<label for="holder">${T.holder[lang]}</label><input type="text" id="holder" name="holder" autocomplete="cc-name" value="${value('holder')}">`
      : `<label for="mobile">${T.mobile[lang]}</label><input type="tel" id="mobile" name="mobile" placeholder="05XXXXXXXX" value="${value('mobile')}">`;
    const hint = isCard
      ? `<div class="hint"><strong>${T.testCards[lang]}</strong> (${T.anyExpiry[lang]})<br>
<code>${TEST_CARDS.success}</code> ${T.cardSuccess[lang]} (Visa) · <code>${TEST_CARDS.successMada}</code> ${T.cardSuccess[lang]} (${CHOICES.mada})<br>
<code>${TEST_CARDS.declined}</code> ${T.cardDeclined[lang]} · <code>${TEST_CARDS.insufficientFunds}</code> ${T.cardFunds[lang]}<br>
<code>${TEST_CARDS.threeDSecure}</code> ${T.card3ds[lang]} <code>${TEST_OTP}</code></div>`
      : `<div class="hint">Apple Pay: ${T.cardSuccess[lang]} · STC Pay: ${T.otpHint[lang]} <code>${TEST_OTP}</code></div>`;
    const body = `${this.header(lang, invoice)}
${error ? `<p class="error" role="alert">${T.invalid[error][lang]}</p>` : ''}
<form method="post" action="/pay/${invoice.id}?lang=${lang}">${this.tokenField(invoice.id)}
<fieldset><legend>${T.method[lang]}</legend><div class="choices">${choices}</div></fieldset>
${cardFields}
<input type="hidden" name="action" value="pay">
<button type="submit">${T.pay[lang]} ${(invoice.amount / 100).toFixed(2)} ${invoice.currency}</button>
</form>
<form method="post" action="/pay/${invoice.id}?lang=${lang}">${this.tokenField(invoice.id)}<input type="hidden" name="action" value="cancel"><button type="submit" class="secondary">${T.cancel[lang]}</button></form>
${hint}`;
    return this.html(reply, error ? 400 : 200, lang, body);
  }

  private challengePage(reply: FastifyReply, lang: Language, invoice: TestGatewayInvoice) {
    const body = `${this.header(lang, invoice)}
<h2>${T.otpTitle[lang]}</h2><p>${T.otpText[lang]}</p>
<form method="post" action="/pay/${invoice.id}/verify?lang=${lang}">${this.tokenField(invoice.id)}
<label for="otp">${T.otpLabel[lang]}</label><input type="text" id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code">
<button type="submit">${T.verify[lang]}</button></form>
<div class="hint">${T.otpHint[lang]}: <code>${TEST_OTP}</code></div>`;
    return this.html(reply, 200, lang, body);
  }

  private finalPage(reply: FastifyReply, lang: Language, invoice: TestGatewayInvoice) {
    const body = `${this.header(lang, invoice)}<p class="error">${T.final[lang]}: <strong>${T.status[invoice.status][lang]}</strong></p>
<p><a href="${escapeHtml(invoice.returnUrl)}">${T.back[lang]}</a></p>`;
    return this.html(reply, 410, lang, body);
  }

  private missing(reply: FastifyReply, lang: Language) {
    return this.html(reply, 404, lang, `<h1>${T.title[lang]}</h1><p class="error">${T.missing[lang]}</p>`);
  }
}
