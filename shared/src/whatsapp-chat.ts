/**
 * WhatsApp's click-to-chat (https://faq.whatsapp.com/5913398998672934): `https://wa.me/<digits>?text=…`
 * opens a chat with the shop with the shopper's first message typed. Kept free of zod so the
 * storefront's first load can carry it.
 */

/** The first message, in the shopper's language, naming the product on a product page. */
export function whatsappGreeting(lang: 'ar' | 'en', productName?: string | null): string {
  if (lang === 'ar') return productName ? `مرحباً، لدي سؤال عن ${productName}` : 'مرحباً، لدي سؤال';
  return productName ? `Hello, I have a question about ${productName}` : 'Hello, I have a question';
}

/** The wa.me link (international digits only, as WhatsApp wants) with its text, or null when no number is set. */
export function whatsappChatLink(number: string | null | undefined, text: string): string | null {
  const digits = (number ?? '').replace(/\D/g, '').replace(/^00/, '');
  return digits.length >= 8 ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}
