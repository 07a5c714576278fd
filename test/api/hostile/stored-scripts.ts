import { randomUUID } from 'node:crypto';
import { recordFigures } from '../../support/figures.js';
import { skeleton } from '../../support/hostile-requests.js';
import { SCRIPT_SNIPPETS, XSS_MARKER } from '../../support/hostile.js';
import { SA_ADDRESS } from '../../support/traffic.js';
import type { Answer } from './answer-check.js';
import type { HostileShop } from './harness.js';
import { liveMarkup } from './live-markup.js';

export function describeStoredScripts(h: HostileShop): void {
  describe('stored scripts', () => {
    /** Markup: refused by every plain-text field (SPEC.md §5: text, numbers and punctuation only). */
    const markup = SCRIPT_SNIPPETS.slice(0, 3).join(' ');
    /** Punctuation only, so text fields accept it — it breaks out of any attribute or entity a page fails to escape. */
    const breakout = `${XSS_MARKER}" onmouseover="alert(1)" ' onfocus='alert(2)' x='&amp;`;

    it('the live-markup detector sees what a browser would run and nothing else', () => {
      expect(liveMarkup(`<img alt="${breakout}">`)).not.toBeNull();
      expect(liveMarkup(`<p title='${breakout}'>x</p>`)).not.toBeNull();
      expect(liveMarkup(`<p>${markup}</p>`)).not.toBeNull();
      expect(liveMarkup('<a href="jav&#x61;script:alert(1)">x</a>')).not.toBeNull();
      const escaped = breakout.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
      expect(
        liveMarkup(
          `<img alt="${escaped}"><p title='${escaped}'>${escaped}</p><script type="application/json">{"a":"\\u003cscript>"}</script><script type="module" src="/assets/a.js"></script>`,
        ),
      ).toBeNull();
    });

    it('text fields refuse markup, keep punctuation inert; no page, invoice, payment page or mail ever serves it live', async () => {
      const outcomes: string[] = [];
      const attempt = async (label: string, method: string, path: string, body: unknown, token?: string) => {
        const a = await h.send(method, path, { token, body, headers: { 'idempotency-key': randomUUID() } });
        expect({ label, problem: h.problemWith(path, a) }).toEqual({ label, problem: null });
        outcomes.push(`${label} → ${a.status}${a.status >= 400 ? ` ${JSON.stringify(a.body?.errors)}` : ''}`);
        if (a.status < 300) expect(a.type).toMatch(/^application\/json/); // echoed only as JSON data, never as a page
        return a;
      };
      const example = (key: string) => skeleton(h.routes.find((r) => `${r.method} ${r.path}` === key)!.body) as Record<string, unknown>;
      const product = (await h.send('GET', '/api/products?pageSize=1')).body.data.items[0];
      const adminProduct = (await h.send('GET', `/api/admin/products/${product.id}`, { token: h.adminToken })).body;
      const page = (await h.send('GET', '/api/admin/pages?range=[0,0]', { token: h.adminToken })).body[0];
      const password = 'hostile-name-password';

      /** Every write that stores text somebody else will see, with `text` in each of its text fields. */
      const writes = (text: string, tag: string) =>
        [
          [
            'register name',
            'POST',
            '/api/Auth/register',
            { name: `Sara ${text}`, email: `${tag}-${Date.now()}@example.com`, password, confirmPassword: password },
          ],
          [
            'address',
            'POST',
            '/api/addresses',
            // a Saudi city comes from the list: the payload goes in the free-text district instead
            {
              title: text.slice(0, 60),
              street: `Street ${text}`,
              district: `District ${text}`,
              city: 'Riyadh',
              country: 'SA',
              postalCode: '12211',
            },
            h.customerToken,
          ],
          ['review comment', 'POST', `/api/products/${product.id}/reviews`, { rating: 5, comment: `Lovely ${text}` }, h.otherToken],
          [
            'contact message',
            'POST',
            '/api/contact',
            { name: `Sara ${text}`, email: 'sara@example.com', subject: `Hi ${text}`, message: `A long enough message ${text}` },
          ],
          [
            'product',
            'POST',
            '/api/admin/products',
            {
              ...adminProduct,
              // a new product: its own variants, with SKUs of its own
              variants: (adminProduct.variants as Array<Record<string, unknown>>).map(({ id: _id, sku, ...variant }) => ({
                ...variant,
                sku: `${String(sku)}-${tag.toUpperCase()}`,
              })),
              name: { ar: `عطر ${text}`, en: `Perfume ${text}` },
              description: { ar: `وصف طويل ${text}`, en: `Long description ${text}` },
            },
            h.adminToken,
          ],
          [
            'category',
            'POST',
            '/api/admin/categories',
            { name: { ar: `فئة ${text}`, en: `Category ${text}` }, description: { ar: `وصف ${text}`, en: `About ${text}` } },
            h.adminToken,
          ],
          [
            'branch',
            'POST',
            '/api/admin/branches',
            { ...example('POST /api/admin/branches'), name: { ar: `فرع ${text}`, en: `Branch ${text}` } },
            h.adminToken,
          ],
          [
            'testimonial',
            'POST',
            '/api/admin/testimonials',
            {
              name: { ar: `سارة ${text}`, en: `Sara ${text}` },
              job: { ar: 'مهندسة', en: 'Engineer' },
              review: { ar: `رائع ${text}`, en: `Great ${text}` },
            },
            h.adminToken,
          ],
          [
            'notification',
            'POST',
            '/api/admin/notifications/send',
            { target: 'all', title: { ar: `تنبيه ${text}`, en: `Notice ${text}` }, description: { ar: `وصف ${text}`, en: `Text ${text}` } },
            h.adminToken,
          ],
          [
            'customer name',
            'POST',
            '/api/admin/customers',
            {
              name: `Ali ${text}`,
              email: `${tag}-ali-${Date.now()}@example.com`,
              password: 'secret-123',
              role: 'Customer',
              status: 'Active',
            },
            h.adminToken,
          ],
        ] as Array<[string, string, string, unknown, string?]>;

      for (const [label, method, path, body, token] of writes(markup, 'markup')) {
        const a = await attempt(`markup in ${label}`, method, path, body, token);
        expect({ label, status: a.status }).toEqual({ label, status: 400 });
      }
      const accepted: Record<string, Answer> = {};
      for (const [label, method, path, body, token] of writes(breakout, 'breakout'))
        accepted[label] = await attempt(`punctuation in ${label}`, method, path, body, token);
      // the punctuation payload is ordinary text: the shop takes it, so the pages below really show it
      for (const label of ['register name', 'address', 'review comment', 'contact message', 'product', 'category'])
        expect({ label, accepted: accepted[label].status < 300, errors: accepted[label].body?.errors ?? null }).toEqual({
          label,
          accepted: true,
          errors: null,
        });

      // links typed in the back office can never be javascript: (they would be live in the storefront)
      const banner = await attempt(
        'banner link',
        'POST',
        '/api/admin/banners',
        { ...example('POST /api/admin/banners'), link: `javascript:alert("${XSS_MARKER}")` },
        h.adminToken,
      );
      expect(Object.keys(banner.body.errors)).toEqual(['link']);
      const carrier = await attempt(
        'carrier link',
        'POST',
        '/api/admin/carriers',
        { ...example('POST /api/admin/carriers'), trackingUrlTemplate: `javascript:alert("${XSS_MARKER}")/{n}` },
        h.adminToken,
      );
      expect(Object.keys(carrier.body.errors)).toEqual(['trackingUrlTemplate']);
      // rich text (pages) keeps its allowed markup and loses the rest
      const pageBody = `<p>Hello</p>${SCRIPT_SNIPPETS.join('')}<a href="jav&#x61;script:alert('${XSS_MARKER}')">x</a><p onclick="alert('${XSS_MARKER}')">y</p>`;
      expect(
        (
          await attempt(
            'page body',
            'PUT',
            `/api/admin/pages/${page.id}`,
            { title: page.title, body: { ar: pageBody, en: pageBody } },
            h.adminToken,
          )
        ).status,
      ).toBe(200);

      // orders by the customer whose name is the payload, to the payload address, of the payload product
      const buyer = accepted['register name'].body.data as string;
      const hostileProduct = accepted.product.body.id as number;
      const orders: Answer[] = [];
      for (const paymentMethod of ['cod', 'card', 'cod']) {
        orders.push(
          await attempt(
            `order (${paymentMethod})`,
            'POST',
            '/api/orders',
            {
              items: [
                { productId: hostileProduct, quantity: 1 },
                { productId: product.id, quantity: 1 },
              ],
              paymentMethod,
              notes: `Ring ${breakout}`,
              address: {
                ...SA_ADDRESS,
                title: breakout.slice(0, 60),
                recipientName: `Sara ${breakout}`,
                street: `King Fahd ${breakout}`,
                district: `Olaya ${breakout}`,
              },
            },
            buyer,
          ),
        );
      }
      expect(orders.map((o) => o.status)).toEqual([201, 201, 201]);
      const rejected = await attempt(
        'reject reason',
        'POST',
        `/api/admin/orders/${orders[2].body.data.order.id}/reject`,
        { reason: `Out of stock ${breakout}` },
        h.adminToken,
      );
      expect(rejected.status).toBe(200);

      // every surface that renders stored text as HTML
      const pages: Array<[string, string]> = [];
      const html = async (label: string, path: string, token?: string) => {
        const res = await fetch(h.shop.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
        expect({ label, status: res.status }).toEqual({ label, status: 200 });
        pages.push([label, await res.text()]);
      };
      await html('home', '/');
      await html('listing', '/products');
      await html('search', `/products?search=${encodeURIComponent('Perfume')}`);
      await html('hostile product page', `/products/${hostileProduct}`);
      await html('reviewed product page', `/products/${product.id}`);
      await html('category listing', `/products?categoryId=${accepted.category.body.id}`);
      await html('sitemap', '/sitemap.xml');
      for (const o of orders) {
        const id = o.body.data.order.id;
        await html(`customer invoice ${id}`, `/api/orders/${id}/invoice`, buyer).catch(() => undefined); // a rejected card order has none
        await html(`admin invoice ${id}`, `/api/admin/orders/${id}/invoice`, h.adminToken).catch(() => undefined);
        if (o.body.data.payment?.redirectUrl) await html(`payment page ${id}`, new URL(o.body.data.payment.redirectUrl).pathname);
      }
      const pageAnswer = await h.send('GET', `/api/pages/${page.slug}`);
      pages.push(['page body (rendered as HTML by the storefront)', `${pageAnswer.body.data.body.ar}${pageAnswer.body.data.body.en}`]);
      for (const mail of await h.pg.query<{ id: number; template: string; html: string }>(
        `SELECT id, template, html FROM mail_outbox`,
        [],
        'ward',
      ))
        pages.push([`mail #${mail.id} ${mail.template}`, mail.html]);

      const live = pages.map(([label, text]) => [label, liveMarkup(text)]).filter(([, found]) => found !== null);
      expect(live).toEqual([]);
      // and the payload really was on those surfaces (escaped), so the check above saw it
      const showing = pages.filter(([, text]) => text.includes(XSS_MARKER)).map(([label]) => label.replace(/ #?\d+/g, ''));
      expect([...new Set(showing)]).toEqual(
        expect.arrayContaining([
          'hostile product page',
          'reviewed product page',
          'customer invoice',
          'admin invoice',
          'mail order-placed',
          'mail order-Rejected',
          'mail welcome',
          'mail contactMessage',
        ]),
      );
      expect(pageAnswer.body.data.body.en).toContain('<p>Hello</p>');
      recordFigures('stored-scripts', { probes: outcomes, htmlSurfaces: pages.length, payloadVisibleInertOn: [...new Set(showing)] });
    }, 120_000);
  });
}
