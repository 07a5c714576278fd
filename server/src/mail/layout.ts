/** Bilingual mail layout: Arabic first (right to left), then English. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** the same mail with its secret (a reset code) hidden: what the outbox keeps once it was sent */
  masked?: { text: string; html: string };
  /** a marketing mail's one-click opt-out URL: sent as its `List-Unsubscribe` header */
  unsubscribeUrl?: string;
}

/** What a secret looks like in the outbox after delivery. */
export const MASK = '••••••';

export interface BilingualContent {
  subject: { ar: string; en: string };
  /** paragraphs; plain text, escaped into the HTML */
  ar: string[];
  en: string[];
  /** a highlighted value such as a reset code */
  highlight?: string;
  /** the highlight is a secret (a reset code): masked in the outbox once the mail was sent */
  secret?: boolean;
  /** a call-to-action link; a page in each language (a carrier's tracking page) as `{ ar, en }` */
  link?: { url: string | { ar: string; en: string }; ar: string; en: string };
}

const linkUrl = (link: NonNullable<BilingualContent['link']>, lang: 'ar' | 'en') =>
  typeof link.url === 'string' ? link.url : link.url[lang];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function renderMail(content: BilingualContent): RenderedMail {
  const mail = renderParts(content);
  if (!content.secret || !content.highlight) return mail;
  const masked = renderParts({ ...content, highlight: MASK });
  return { ...mail, masked: { text: masked.text, html: masked.html } };
}

function renderParts(content: BilingualContent): RenderedMail {
  const block = (lang: 'ar' | 'en') => {
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    const paragraphs = content[lang].map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('');
    const highlight = content.highlight
      ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:16px 0" dir="ltr">${escapeHtml(content.highlight)}</p>`
      : '';
    const link = content.link
      ? `<p><a href="${escapeHtml(linkUrl(content.link, lang))}" style="color:#8a1c3b">${escapeHtml(content.link[lang])}</a></p>`
      : '';
    return `<div dir="${dir}" lang="${lang}" style="font-family:Tahoma,Arial,sans-serif;text-align:${dir === 'rtl' ? 'right' : 'left'};padding:16px 0">${paragraphs}${highlight}${link}</div>`;
  };
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#faf7f2;color:#2b2118"><div style="max-width:560px;margin:auto;background:#fff;padding:24px;border-radius:8px"><h1 style="margin:0;color:#8a1c3b;font-size:22px">ورد · Ward</h1>${block('ar')}<hr style="border:none;border-top:1px solid #eee">${block('en')}</div></body></html>`;
  const textOf = (lang: 'ar' | 'en') =>
    [...content[lang], content.highlight ?? '', content.link ? `${content.link[lang]}: ${linkUrl(content.link, lang)}` : '']
      .filter(Boolean)
      .join('\n');
  return {
    subject: `${content.subject.ar} | ${content.subject.en}`,
    text: `${textOf('ar')}\n\n----\n\n${textOf('en')}`,
    html,
  };
}
