import type { WalletDto, WalletLiabilityDto } from '@ward/shared';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { Wallets } from './wallet.service.js';

/** Issue 31: the wallet ledger through its API — statements, adjustments, concurrency, expiry, the liability. */
describe('wallet', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ workers: false });
    admin = (await createUser(t, 'Admin')).token;
  });
  afterAll(() => t.close());

  const adjust = (customerId: number, body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
    t.api.post(`/api/admin/wallets/${customerId}/adjust`, body, { token: admin, lang });
  const mine = async (token: string) => (await t.api.get('/api/wallet', { token })).body.data as WalletDto;
  const ledgerRows = async (customerId: number) =>
    Number((await t.db.query(`SELECT count(*) AS n FROM wallet_entries WHERE "customerId" = $1`, [customerId]))[0].n);

  it('an admin adds goodwill with a reason; the customer sees the balance and the line; the audit log has it', async () => {
    const customer = await createUser(t);
    expect(await mine(customer.token)).toEqual({ customerId: customer.user.id, balance: 0, expiringSoon: 0, entries: [] });

    const added = await adjust(customer.user.id, { direction: 'credit', amount: 75.5, reason: 'Late delivery: sorry' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: customer.user.id, balance: 75.5 });

    const wallet = await mine(customer.token);
    expect(wallet.balance).toBe(75.5);
    expect(wallet.entries).toEqual([
      expect.objectContaining({ amount: 75.5, kind: 'goodwill', reason: 'Late delivery: sorry', reference: null, expiresAt: null }),
    ]);
    const [audit] = await t.db.query(
      `SELECT action, resource, "recordId", fields, before, after FROM audit_log WHERE resource = 'wallets' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({ action: 'adjust', resource: 'wallets', recordId: String(customer.user.id) });
    expect(audit.fields).toContain('balance');
    expect([audit.before.balance, audit.after.balance]).toEqual([0, 75.5]);
  });

  it('refuses a correction beyond the balance, in both languages, and writes nothing', async () => {
    const customer = await createUser(t);
    await adjust(customer.user.id, { direction: 'credit', amount: 20, reason: 'Goodwill' });
    const tooMuch = await adjust(customer.user.id, { direction: 'debit', amount: 20.01, reason: 'Correction' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual({ amount: 'Not enough in the wallet: 20.00 SAR available' });
    const tooMuchAr = await adjust(customer.user.id, { direction: 'debit', amount: 21, reason: 'تصحيح' }, 'ar');
    expect(tooMuchAr.body.errors).toEqual({ amount: 'رصيد المحفظة لا يكفي: المتاح 20.00 ر.س' });
    expect(await ledgerRows(customer.user.id)).toBe(1);
    expect((await adjust(customer.user.id, { direction: 'debit', amount: 20, reason: 'Correction' })).body.balance).toBe(0);
  });

  it('refuses bad bodies with field errors and unknown customers with 404, changing nothing', async () => {
    const customer = await createUser(t);
    const bad = await adjust(customer.user.id, { direction: 'sideways', amount: -5, reason: '', constructor: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(expect.arrayContaining(['amount', 'direction', 'reason']));
    const past = await adjust(customer.user.id, { direction: 'credit', amount: 5, reason: 'Goodwill', expiresAt: '2020-01-01' });
    expect(past.body.errors).toEqual({ expiresAt: 'The credit must expire in the future' });
    const debitExpiring = await adjust(customer.user.id, { direction: 'debit', amount: 5, reason: 'Fix', expiresAt: '2099-01-01' });
    expect(debitExpiring.body.errors).toEqual({ expiresAt: 'Only added credit can expire' });
    const anAdmin = await createUser(t, 'Admin');
    expect((await adjust(anAdmin.user.id, { direction: 'credit', amount: 5, reason: 'Goodwill' })).status).toBe(404);
    expect((await adjust(2_000_000_000, { direction: 'credit', amount: 5, reason: 'Goodwill' })).status).toBe(404);
    expect(await ledgerRows(customer.user.id)).toBe(0);
  });

  it('is for admins only, and a customer reads only their own wallet', async () => {
    const customer = await createUser(t);
    expect(
      (
        await t.api.post(
          `/api/admin/wallets/${customer.user.id}/adjust`,
          { direction: 'credit', amount: 5, reason: 'mine' },
          { token: customer.token },
        )
      ).status,
    ).toBe(403);
    expect((await t.api.get(`/api/admin/wallets/${customer.user.id}`, { token: customer.token })).status).toBe(403);
    expect((await t.api.get('/api/wallet')).status).toBe(401);
  });

  it('20 concurrent spends of 10 SAR against 50 SAR: exactly 5 go through and the balance ends at zero', async () => {
    const customer = await createUser(t);
    await adjust(customer.user.id, { direction: 'credit', amount: 50, reason: 'Goodwill' });
    const spends = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.db
          .transaction((m) =>
            t.get(Wallets).debit(m, { customerId: customer.user.id, amount: 1000, kind: 'checkout', reference: `order:${900_000 + i}` }),
          )
          .then(
            () => 'spent',
            () => 'refused',
          ),
      ),
    );
    expect(spends.filter((s) => s === 'spent')).toHaveLength(5);
    const [row] = await t.db.query(`SELECT sum(amount)::int AS sum FROM wallet_entries WHERE "customerId" = $1`, [customer.user.id]);
    expect(row.sum).toBe(0);
    expect((await mine(customer.token)).balance).toBe(0);
  });

  it('spends and credits once per reference: a repeated order or refund moves nothing more', async () => {
    const customer = await createUser(t);
    const wallets = t.get(Wallets);
    const credit = () =>
      t.db.transaction((m) => wallets.credit(m, { customerId: customer.user.id, amount: 3000, kind: 'refund', reference: 'refund:77001' }));
    const first = await credit();
    expect(await credit()).toEqual(first);
    const spend = () =>
      t.db.transaction((m) => wallets.debit(m, { customerId: customer.user.id, amount: 1000, kind: 'checkout', reference: 'order:77001' }));
    await spend();
    await spend();
    expect((await mine(customer.token)).balance).toBe(20);
  });

  it('an expired credit stops counting at once, is written off by the daily pass, and the spent part of it stays spent', async () => {
    const customer = await createUser(t);
    const wallets = t.get(Wallets);
    const soon = new Date(Date.now() + 60_000);
    await t.db.transaction((m) => wallets.credit(m, { customerId: customer.user.id, amount: 4000, kind: 'cashback', expiresAt: soon }));
    await t.db.transaction((m) => wallets.credit(m, { customerId: customer.user.id, amount: 1000, kind: 'goodwill' }));
    await t.db.transaction((m) =>
      wallets.debit(m, { customerId: customer.user.id, amount: 1500, kind: 'checkout', reference: 'order:88001' }),
    );
    const before = await mine(customer.token);
    expect(before).toMatchObject({ balance: 35, expiringSoon: 25 });

    const later = new Date(soon.getTime() + 1000);
    expect((await wallets.statement(customer.user.id, later)).balance).toBe(10);
    expect(await wallets.expireDue(later)).toBe(1);
    expect(await wallets.expireDue(later)).toBe(0);
    const after = await wallets.statement(customer.user.id, later);
    expect(after.balance).toBe(10);
    expect(after.entries[0]).toMatchObject({ kind: 'expiry', amount: -25 });
  });

  it('lists wallets with balances and tells the liability the shop carries', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await adjust(a.user.id, { direction: 'credit', amount: 100, reason: 'Goodwill' });
    await adjust(b.user.id, {
      direction: 'credit',
      amount: 40,
      reason: 'Goodwill',
      expiresAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    });
    const filter = encodeURIComponent(JSON.stringify({ id: [a.user.id, b.user.id] }));
    const listed = await t.api.get(`/api/admin/wallets?filter=${filter}&sort=${encodeURIComponent('["balance","DESC"]')}`, {
      token: admin,
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: a.user.id, balance: 100, credited: 100, debited: 0 }),
      expect.objectContaining({ id: b.user.id, balance: 40 }),
    ]);
    expect(listed.headers.get('content-range')).toBe('wallets 0-1/2');

    const [sum] = await t.db.query(`SELECT sum(amount)::int AS sum FROM wallet_entries`);
    const liability = (await t.api.get('/api/admin/wallet-liability', { token: admin })).body as WalletLiabilityDto;
    expect(liability.outstanding).toBe(sum.sum / 100);
    expect(liability.expiringWithin30Days).toBeGreaterThanOrEqual(40);
    expect(liability.customers).toBeGreaterThanOrEqual(2);
  });
});
