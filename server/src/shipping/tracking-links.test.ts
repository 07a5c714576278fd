import { carrierSchema } from '@ward/shared';
import { SEED_CARRIERS } from '../database/seed/checkout.js';
import { orderMessage } from '../messaging/order-notices/order-messages.js';
import { trackingUrl, trackingUrls } from './shipping.service.js';

/** Tracking links per carrier and language (issue 18 §5). */
describe('carrier tracking links', () => {
  it('fills the tracking number and the reader’s language into the carrier’s template', () => {
    const template = 'https://www.smsaexpress.com/sa/{lang}/trackingdetails?tracknumbers={n}';
    expect(trackingUrl(template, '2312 100/7', 'en')).toBe('https://www.smsaexpress.com/sa/en/trackingdetails?tracknumbers=2312%20100%2F7');
    expect(trackingUrls(template, '231210007')).toEqual({
      ar: 'https://www.smsaexpress.com/sa/ar/trackingdetails?tracknumbers=231210007',
      en: 'https://www.smsaexpress.com/sa/en/trackingdetails?tracknumbers=231210007',
    });
    expect(trackingUrls(template, null)).toBeNull();
  });

  it('seeds SMSA, Aramex, SPL, J&T and Naqel with templates the shop’s link rule accepts', () => {
    const names = SEED_CARRIERS.map((c) => c.en);
    for (const name of ['SMSA Express', 'Aramex', 'SPL Saudi Post', 'J&T Express', 'Naqel Express']) expect(names).toContain(name);
    for (const c of SEED_CARRIERS) {
      expect(carrierSchema.safeParse({ name: { ar: c.ar, en: c.en }, trackingUrlTemplate: c.template }).success).toBe(true);
      expect(c.template).toContain('{lang}');
    }
    // http, or no place for the number: refused
    expect(carrierSchema.safeParse({ name: { ar: 'ناقل', en: 'Carrier' }, trackingUrlTemplate: 'http://track.example.sa/{n}' }).success).toBe(false);
    expect(carrierSchema.safeParse({ name: { ar: 'ناقل', en: 'Carrier' }, trackingUrlTemplate: 'https://track.example.sa/' }).success).toBe(false);
  });

  it('links the Arabic half of the shipped mail to the Arabic page and the English half to the English one', () => {
    const urls = trackingUrls('https://www.aramex.com/sa/{lang}/track/results?ShipmentNumber={n}', '4455')!;
    const { mail } = orderMessage('OnTheWay', {
      orderNumber: 'W1042',
      customerName: 'ريم',
      total: 100,
      paymentMethod: 'cod',
      ordersUrl: 'https://ward.sa/user/orders',
      carrierName: { ar: 'أرامكس', en: 'Aramex' },
      trackingNumber: '4455',
      trackingUrl: urls,
    });
    const [arabic, english] = mail.html.split('<hr');
    expect(arabic).toContain('href="https://www.aramex.com/sa/ar/track/results?ShipmentNumber=4455"');
    expect(english).toContain('href="https://www.aramex.com/sa/en/track/results?ShipmentNumber=4455"');
    expect(mail.text).toContain('تتبع الشحنة: https://www.aramex.com/sa/ar/');
    expect(mail.text).toContain('Track the parcel: https://www.aramex.com/sa/en/');
  });
});
