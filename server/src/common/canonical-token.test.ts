import { createHmac } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { OrderAccessTokens } from '../auth/order-access.js';
import { CartReminderLinks } from '../carts/cart-reminder-links.js';
import type { WardConfig } from '../config/config.js';
import { signatureValid } from '../messaging/whatsapp/whatsapp-webhook-payload.js';
import { ShipmentLinks } from '../orders/shipment-links.js';
import { StockAlertLinks } from '../stock-alerts/stock-alert-links.js';
import { canonicalBase64url, canonicalHex, canonicalId } from './canonical-token.js';

const config = { jwtSecret: 'canonical-test-secret', publicUrl: 'https://shop.example' } as WardConfig;

/** Issue 26 §5: a signed token, link or header is accepted in exactly one spelling. */
describe('one spelling per signed token', () => {
  it('reads ids, base64url and hex only as their encoder writes them', () => {
    expect(canonicalId('2s', 36)).toBe(100);
    expect([canonicalId('02s', 36), canonicalId('2S', 36), canonicalId('0', 36), canonicalId('007', 10)]).toEqual([null, null, null, null]);
    expect(canonicalBase64url('AAE')?.toString('hex')).toBe('0001');
    // the same bytes with spare bits set, padding, or a character the decoder would skip
    expect([canonicalBase64url('AAF'), canonicalBase64url('AAE='), canonicalBase64url('AA.E')]).toEqual([null, null, null]);
    expect(canonicalHex('0aff')?.toString('hex')).toBe('0aff');
    expect([canonicalHex('0AFF'), canonicalHex('0aff00zz'), canonicalHex('0af')]).toEqual([null, null, null]);
  });

  it('the WhatsApp webhook signature: exactly sha256= and 64 lower-case hex digits', () => {
    const body = Buffer.from('{"entry":[]}');
    const hex = createHmac('sha256', 'app-secret').update(body).digest('hex');
    expect(signatureValid(body, `sha256=${hex}`, 'app-secret')).toBe(true);
    for (const header of [`sha256=${hex}junk`, `sha256=${hex}00`, `sha256=${hex.toUpperCase()}`, ` sha256=${hex}`, `sha256=${hex} `])
      expect({ header, valid: signatureValid(body, header, 'app-secret') }).toEqual({ header, valid: false });
  });

  it('a guest’s X-Order-Access token and a shipment link refuse a zero-padded id', () => {
    const access = new OrderAccessTokens(config.jwtSecret);
    const { token } = access.issue(42, 7);
    const [id, expires, mac] = token.split('.');
    expect(access.holds(access.read(token)!, 7)).toBe(true);
    expect(access.read(`0${id}.${expires}.${mac}`)).toBeNull();
    expect(access.read(`${id}.0${expires}.${mac}`)).toBeNull();

    const links = new ShipmentLinks(config, null as unknown as DataSource);
    const link = links.tokenFor(42);
    expect(links.orderIdOf(link)).toBe(42);
    expect(links.orderIdOf(`0${link}`)).toBeNull();
  });

  it('unsubscribe and confirmation links refuse another spelling of the signed address or id', () => {
    const stock = new StockAlertLinks(config);
    const email = 'noura@example.com';
    const good = new URL(stock.unsubscribeUrl(email)).searchParams.get('token')!;
    expect(stock.verify(good)).toBe(email);
    const [encoded, signature] = good.split('.');
    expect(stock.verify(`${encoded}=.${signature}`)).toBeNull();

    const carts = new CartReminderLinks(config);
    const stop = new URL(carts.unsubscribeUrl(12)).searchParams.get('token')!;
    expect(carts.verifyUnsubscribe(stop)).toBe(12);
    expect(carts.verifyUnsubscribe(`0${stop}`)).toBeNull();
    const confirm = new URL(carts.confirmUrl(email)).searchParams.get('token')!;
    expect(carts.verifyConfirm(confirm)).toBe(email);
    expect(carts.verifyConfirm(`${confirm.split('.')[0]}A.${confirm.split('.')[1]}`)).toBeNull();
  });
});
