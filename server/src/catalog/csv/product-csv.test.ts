import { jest } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { createCategory, createUser, productInput } from '../../testing/fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { until } from '../../testing/until.js';
import { INLINE_WRITE_MAX } from './product-import-jobs.js';

jest.setTimeout(120_000);

const size = {
  code: 'size',
  kind: 'volume',
  name: { ar: 'الحجم', en: 'Size' },
  values: [
    { code: '50ml', name: { ar: '50 مل', en: '50 ml' }, amount: 50 },
    { code: '100ml', name: { ar: '100 مل', en: '100 ml' }, amount: 100 },
  ],
};

/** Issue 14: the products CSV, exported and imported over the admin API. */
describe('products CSV export and import', () => {
  let t: TestApp;
  let admin: string;
  let categoryId: number;

  const create = async (body: unknown) => {
    const res = await t.api.post('/api/admin/products', body, { token: admin, lang: 'en' });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body;
  };
  const exportCsv = async (filter: object = {}) => {
    const res = await t.api.get(`/api/admin/products/export?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    return res.body as string;
  };
  const rowsOf = (csv: string) => parse<Record<string, string>>(csv, { bom: true, columns: true });
  const importCsv = (csv: string | Buffer, lang: 'ar' | 'en' = 'en', token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' }), 'products.csv');
    return t.api.post('/api/admin/products/import', undefined, { token, lang, raw: form });
  };
  const catalogue = async () => (await t.api.get(`/api/admin/products?range=${encodeURIComponent('[0,99]')}`, { token: admin })).body;
  const toCsv = (rows: Array<Record<string, string>>) => `\uFEFF${stringify(rows, { header: true })}`;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    categoryId = (await createCategory(t)).id;
    await create(
      productInput(categoryId, {
        name: { ar: 'عطر الليالي الملكي', en: '=HYPERLINK("http://evil.example","Layali")' },
        description: { ar: 'عطر شرقي فاخر، بالعود والورد الطائفي', en: '@SUM(A1:A9) a long oriental perfume;=1+1' },
        price: undefined,
        stock: undefined,
        isFeatured: true,
        options: [size] as never,
        variants: [
          { sku: 'LAY-50', barcode: '6281234567890', options: { size: '50ml' }, price: 200, stock: 4, weight: 250 },
          {
            sku: 'LAY-100',
            options: { size: '100ml' },
            price: 350,
            stock: 0,
            isDiscounted: true,
            discountValue: 10,
            isDefault: true,
            weight: 400,
          },
        ] as never,
      }),
    );
    await create(productInput(categoryId, { name: { ar: 'بخور دخون', en: '+Bakhoor "box"' }, price: 75.5, stock: 12 }));
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('exports one row per variant, UTF-8 with a BOM, Arabic intact, formulas neutralised', async () => {
    const raw = await fetch(`${t.url}/api/admin/products/export`, { headers: { authorization: `Bearer ${admin}` } });
    const bytes = Buffer.from(await raw.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(raw.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = bytes.toString('utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Layali"")"`);
    const rows = rowsOf(csv);
    expect(rows.map((r) => r.sku)).toEqual(['LAY-50', 'LAY-100', 'WRD-00002']);
    expect(rows[0]).toMatchObject({
      name_ar: 'عطر الليالي الملكي',
      name_en: `'=HYPERLINK("http://evil.example","Layali")`,
      description_en: "'@SUM(A1:A9) a long oriental perfume;'=1+1",
      featured: 'yes',
      barcode: '6281234567890',
      option_values: 'size=50ml',
      price: '200.00',
      stock: '4',
      weight: '250',
    });
    expect(JSON.parse(rows[0].options)[0].values.map((v: { code: string }) => v.code)).toEqual(['50ml', '100ml']);
    // the product's columns on its first row only; the second row names the product by id
    expect(rows[1]).toMatchObject({ product_id: rows[0].product_id, name_ar: '', sku: 'LAY-100', discount: '10', stock: '0' });
    expect(rows[2]).toMatchObject({ name_en: `'+Bakhoor "box"`, price: '75.50', option_values: '', options: '' });
    // the list's filters apply
    expect(rowsOf(await exportCsv({ isFeatured: true })).map((r) => r.sku)).toEqual(['LAY-50', 'LAY-100']);
  });

  it('imports its own export back unchanged', async () => {
    const before = await catalogue();
    const res = await importCsv(await exportCsv());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ products: { created: 0, updated: 0, unchanged: 2 }, variants: { created: 0, updated: 0 } });
    expect(await catalogue()).toEqual(before);
    // every product rewritten through the full write path comes back as it was exported
    const first = await exportCsv();
    const flipped = rowsOf(first).map((r) => (r.featured ? { ...r, featured: r.featured === 'yes' ? 'no' : 'yes' } : r));
    expect((await importCsv(toCsv(flipped))).body.products).toEqual({ created: 0, updated: 2, unchanged: 0 });
    expect(rowsOf(await exportCsv())).toEqual(flipped);
  });

  it('reads option values of several options (`;` inside a cell) and a file Excel saved with `;`', async () => {
    const concentration = {
      code: 'concentration',
      kind: 'concentration',
      name: { ar: 'التركيز', en: 'Concentration' },
      values: [
        { code: 'edp', name: { ar: 'أو دو بارفان', en: 'EDP' } },
        { code: 'edt', name: { ar: 'أو دو تواليت', en: 'EDT' } },
      ],
    };
    await create(
      productInput(categoryId, {
        name: { ar: 'عطر الورد', en: 'Rose perfume' },
        price: undefined,
        stock: undefined,
        options: [size, concentration] as never,
        variants: [
          { sku: 'ROSE-50-EDP', options: { size: '50ml', concentration: 'edp' }, price: 200, stock: 1 },
          { sku: 'ROSE-100-EDT', options: { size: '100ml', concentration: 'edt' }, price: 300, stock: 2 },
        ] as never,
      }),
    );
    const rows = rowsOf(await exportCsv({ q: 'ROSE' }));
    expect(rows.map((r) => r.option_values)).toEqual(['size=50ml; concentration=edp', 'size=100ml; concentration=edt']);
    rows[1].stock = '5';
    expect((await importCsv(toCsv(rows))).body.variants).toEqual({ created: 0, updated: 1 });
    rows[1].stock = '6';
    const semicolons = `\uFEFF${stringify(rows, { header: true, delimiter: ';' })}`;
    expect((await importCsv(semicolons)).body.variants).toEqual({ created: 0, updated: 1 });
  });

  it('updates variants by SKU, adds variants and new products, in Arabic and English, counting each', async () => {
    const rows = rowsOf(await exportCsv());
    rows[1].price = '380.00';
    rows[1].stock = '6';
    const newProduct = { ...Object.fromEntries(Object.keys(rows[0]).map((k) => [k, ''])), product_id: 'new-musk' };
    rows.push(
      {
        ...newProduct,
        name_ar: 'مسك الطهارة الأبيض',
        name_en: 'White musk',
        description_ar: 'مسك أبيض ناعم يدوم طويلاً',
        description_en: 'A soft white musk that lasts',
        category_id: String(categoryId),
        featured: 'no',
        images: '/media/musk-1200.webp',
        options: rows[0].options,
        sku: 'WHITE-MUSK-50',
        option_values: 'size=50ml',
        price: '90',
        stock: '3',
        weight: '200',
      },
      { ...newProduct, sku: 'WHITE-MUSK-100', option_values: 'size=100ml', price: '150', discount: '15', stock: '1', weight: '300' },
    );
    const res = await importCsv(toCsv(rows));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ products: { created: 1, updated: 1, unchanged: 2 }, variants: { created: 2, updated: 1 } });
    const found = (await t.api.get(`/api/products?search=${encodeURIComponent('مسك الطهارة')}`)).body.data.items;
    expect(found.map((p: { name: { ar: string } }) => p.name.ar)).toContain('مسك الطهارة الأبيض');
    const musk = await t.api.get(`/api/admin/products/${found[0].id}`, { token: admin });
    expect(musk.body.variants.map((v: { sku: string; finalPrice: number }) => [v.sku, v.finalPrice])).toEqual([
      ['WHITE-MUSK-50', 90],
      ['WHITE-MUSK-100', 127.5],
    ]);
    const layali = (await catalogue()).find((p: { variants: Array<{ sku: string }> }) => p.variants.some((v) => v.sku === 'LAY-100'));
    expect(layali.variants[1]).toMatchObject({ price: 380, stock: 6, finalPrice: 342 });
  });

  it('imports nothing from a file with bad rows among good ones, naming each row, column and reason', async () => {
    const before = await catalogue();
    const rows = rowsOf(await exportCsv());
    rows[0].price = '999.00'; // a good change that must not land
    rows[1].price = 'abc';
    rows[2].featured = 'maybe';
    rows.push({ ...rows[2], product_id: '', sku: 'LAY-50', featured: '' });
    const res = await importCsv(toCsv(rows));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file has errors in 3 rows; nothing was imported');
    expect(res.body.errors).toEqual({
      'row.3.price': 'Must be a number',
      'row.4.featured': 'Write yes or no',
      [`row.${rows.length + 1}.sku`]: 'This SKU is repeated in the file (row 2)',
    });
    expect(await catalogue()).toEqual(before);
    const arabic = await importCsv(toCsv(rows), 'ar');
    expect(arabic.body.message).toBe('في الملف أخطاء في 3 صفوف، لم يُستورد أي شيء');
    expect(arabic.body.errors['row.4.featured']).toBe('اكتب yes أو no');
  });

  it('says a negative price must be above zero and names an unknown category beside other mistakes, in both languages', async () => {
    const before = await catalogue();
    const rows = rowsOf(await exportCsv());
    rows[0].price = '-5';
    rows[1].stock = '-2';
    rows[2].category_id = '99999';
    rows[2].price = '-5';
    const res = await importCsv(toCsv(rows));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'row.2.price': 'Must be greater than zero',
      'row.3.stock': 'Cannot be negative',
      'row.4.category_id': 'No category has the id 99999',
      'row.4.price': 'Must be greater than zero',
    });
    const arabic = await importCsv(toCsv(rows), 'ar');
    expect(arabic.body.errors).toMatchObject({
      'row.2.price': 'يجب أن تكون القيمة أكبر من صفر',
      'row.4.category_id': 'لا يوجد تصنيف بالرقم 99999',
    });
    // an unknown category alone is reported too
    const alone = await importCsv(toCsv(rowsOf(await exportCsv()).map((r, i) => (i === 2 ? { ...r, category_id: '99999' } : r))));
    expect(alone.body.errors).toEqual({ 'row.4.category_id': 'No category has the id 99999' });
    expect(await catalogue()).toEqual(before);
  });

  it('refuses a SKU of another product, an unknown product id and a product against the form’s rules', async () => {
    const rows = rowsOf(await exportCsv());
    const bakhoor = rows[2];
    const res = await importCsv(
      toCsv([
        { ...bakhoor, sku: 'LAY-50' },
        { ...bakhoor, product_id: '99999', sku: 'NEW-1' },
        { ...bakhoor, product_id: 'new-x', name_ar: 'ع', sku: 'NEW-2', price: '0' },
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'row.2.sku': `This SKU belongs to another product (id ${rows[0].product_id})`,
      'row.3.product_id': 'No product has this id',
      'row.4.name_ar': 'Must be at least 3 characters',
      'row.4.price': 'Must be greater than zero',
    });
  });

  it('refuses files that are not a products CSV, too big or too long, and non-admins', async () => {
    expect((await importCsv('name,price\nx,1\n')).body.errors.file).toMatch(/^Columns missing from the header: product_id, name_ar/);
    const header = (await exportCsv()).split('\r\n')[0];
    expect((await importCsv(`${header}\r\n`)).body.errors.file).toBe('The file has no rows after the header');
    const long = await importCsv(`${header}\r\n${'x,,,,,,,,,,,,,,,\r\n'.repeat(50_001)}`);
    expect(long.body.errors.file).toBe('The file has more than 50000 rows');
    const big = await importCsv(Buffer.alloc(21 * 1024 * 1024, 'a'));
    expect(big.status).toBe(413);
    const customer = (await createUser(t, 'Customer')).token;
    expect((await importCsv(await exportCsv(), 'en', customer)).status).toBe(403);
    expect((await t.api.get('/api/admin/products/export', { token: customer })).status).toBe(403);
  });

  it('offers a template that imports as it is', async () => {
    const res = await t.api.get('/api/admin/products/import-template', { token: admin });
    expect(res.status).toBe(200);
    const template = rowsOf(res.body as string).map((r) => ({ ...r, category_id: r.category_id && String(categoryId) }));
    const imported = await importCsv(toCsv(template));
    expect(imported.body).toEqual({ products: { created: 2, updated: 0, unchanged: 0 }, variants: { created: 3, updated: 0 } });
  });

  it('writes a file of many products by a job whose progress the back office follows', async () => {
    const [bakhoor] = rowsOf(await exportCsv({ q: 'Bakhoor' }));
    const n = INLINE_WRITE_MAX + 20;
    const rows = Array.from({ length: n }, (_, i) => ({
      ...bakhoor,
      product_id: `job-${i}`,
      name_en: `Job incense ${i}`,
      sku: `JOB-${i}`,
    }));
    const res = await importCsv(toCsv(rows));
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'queued', total: n });
    const status = () => t.api.get(`/api/admin/products/imports/${res.body.importId}`, { token: admin });
    await until(async () => ['done', 'failed'].includes((await status()).body.status), 60_000, 'the import job');
    expect((await status()).body).toEqual({
      id: res.body.importId,
      status: 'done',
      total: n,
      done: n,
      result: { products: { created: n, updated: 0, unchanged: 0 }, variants: { created: n, updated: 0 } },
      errors: null,
    });
    const found = await t.api.get(`/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: 'JOB-7' }))}`, { token: admin });
    expect(found.body.map((p: { name: { en: string } }) => p.name.en)).toContain('Job incense 7');
  });
});
