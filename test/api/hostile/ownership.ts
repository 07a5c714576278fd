import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { SA_ADDRESS } from '../../support/traffic.js';
import type { HostileShop } from './harness.js';

/** A formula start at a cell's beginning or after a separator a spreadsheet may split on. */
const RUNNABLE = /(^|[,;|\t\r\n][ "]*)[=+\-@]|^[\t\r]/;

/**
 * The classes of the second attack (issue 26) against the production build: an email nobody proved
 * never joins another's orders; a provider base URL is https (http only to this machine), without
 * user info or query; an export never writes a formula, even after a separator inside a cell.
 */
export function describeOwnership(h: HostileShop): void {
  describe('issue 26 classes', () => {
    it('an email typed in by another account never receives the mailbox owner’s guest orders', async () => {
      const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
      const password = 'squatter-password-1';
      const squatter = await h.send('POST', '/api/Auth/register', {
        body: { name: 'Squatter', email, password, confirmPassword: password },
      });
      expect(squatter.status).toBe(200);
      const product = (await h.send('GET', '/api/products?pageSize=1&inStock=true')).body.data.items[0];
      const placed = await h.send('POST', '/api/guest/orders', {
        body: {
          items: [{ productId: product.id, quantity: 1 }],
          paymentMethod: 'cod',
          address: SA_ADDRESS,
          guest: { name: 'Owner', contact: email },
        },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(placed.status).toBe(201);
      const { order, access } = placed.body.data;
      const asGuest = { headers: { 'x-order-access': access.token } };
      expect((await h.send('POST', `/api/guest/orders/${order.id}/account-code`, asGuest)).status).toBe(200);
      const [mail] = await h.pg.query<{ text: string }>(
        `SELECT text FROM mail_outbox WHERE "to" = $1 AND template = 'accountCode' ORDER BY id DESC LIMIT 1`,
        [email],
        'ward',
      );
      const claimed = await h.send('POST', `/api/guest/orders/${order.id}/account`, {
        ...asGuest,
        body: { code: /\b(\d{6})\b/.exec(mail.text)![1] },
      });
      expect(claimed.body.data).toMatchObject({ merged: false, detached: true });
      // the squatter's session is over, and it holds none of the owner's orders
      expect((await h.send('GET', '/api/orders', { token: squatter.body.data })).status).toBe(401);
      expect((await h.send('GET', `/api/orders/${order.id}`, { token: claimed.body.data.token })).status).toBe(200);
    });

    it('provider base URLs: http to another host, user info, queries and other schemes are refused, and nothing changes', async () => {
      const before = (await h.send('GET', '/api/admin/messaging-settings/1', { token: h.adminToken })).body;
      const hostile = [
        'http://169.254.169.254/latest/meta-data',
        'http://10.0.0.1:8080',
        'http://[::ffff:169.254.169.254]',
        'https://user:pass@sms.example.com',
        'https://sms.example.com/?next=http://169.254.169.254',
        'https://sms.example.com/#frag',
        'file:///etc/passwd',
        'gopher://127.0.0.1:25/',
        'javascript:alert(1)',
        'https://sms.example.com\\@evil.example',
      ];
      const problems: string[] = [];
      for (const url of hostile)
        for (const field of ['smsBaseUrl', 'whatsappBaseUrl']) {
          const a = await h.send('PUT', '/api/admin/messaging-settings/1', { token: h.adminToken, body: { [field]: url } });
          if (a.status !== 400 || !a.body?.errors?.[field])
            problems.push(`${field}=${url} → ${a.status} ${JSON.stringify(a.body?.errors)}`);
        }
      expect(problems).toEqual([]);
      expect((await h.send('GET', '/api/admin/messaging-settings/1', { token: h.adminToken })).body).toEqual(before);
    });

    it('the products export writes no formula a spreadsheet would run, at the start of a cell or after a ; , | or line break', async () => {
      const [{ id }] = (await h.send('GET', '/api/admin/products?range=[0,0]', { token: h.adminToken })).body;
      const product = (await h.send('GET', `/api/admin/products/${id}`, { token: h.adminToken })).body;
      const description = { ...product.description, en: 'oud and rose; =1+1 |@SUM(A1:A9), +966 -2' };
      const saved = await h.send('PUT', `/api/admin/products/${id}`, { token: h.adminToken, body: { ...product, description } });
      expect(saved.status).toBe(200);
      const res = await fetch(`${h.shop.url}/api/admin/products/export`, { headers: { authorization: `Bearer ${h.adminToken}` } });
      const rows: string[][] = parse(await res.text(), { bom: true, relax_column_count: true });
      const runnable = rows.flat().filter((cell) => RUNNABLE.test(cell));
      expect(runnable).toEqual([]);
      expect(rows.flat().some((cell) => cell.includes("oud and rose; '=1+1 |'@SUM(A1:A9), '+966 -2"))).toBe(true);
    });
  });
}
