import fc from 'fast-check';
import { creditRemainders, dueExpiries, spendableBalance, type LedgerLine } from './ledger.js';

const DAY = 86_400_000;

type Op =
  { type: 'credit'; amount: number; expiresInDays: number | null } | { type: 'debit'; amount: number } | { type: 'wait'; days: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('credit' as const),
    amount: fc.integer({ min: 1, max: 50_000 }),
    expiresInDays: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  }),
  fc.record({ type: fc.constant('debit' as const), amount: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ type: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 40 }) }),
);

/** Plays the operations the way the server does: expiries written off before each debit, a debit refused beyond the balance. */
function play(ops: Op[]) {
  const lines: LedgerLine[] = [];
  let now = new Date('2026-01-01T00:00:00Z');
  let refused = 0;
  const write = (amount: number, kind: LedgerLine['kind'], expiresAt: Date | null = null, reference: string | null = null) =>
    lines.push({ id: lines.length + 1, amount, kind, expiresAt, reference });
  for (const o of ops) {
    if (o.type === 'wait') now = new Date(now.getTime() + o.days * DAY);
    else if (o.type === 'credit')
      write(o.amount, 'refund', o.expiresInDays === null ? null : new Date(now.getTime() + o.expiresInDays * DAY));
    else {
      for (const e of dueExpiries(lines, now)) write(-e.amount, 'expiry', null, `credit:${e.creditId}`);
      if (spendableBalance(lines, now) >= o.amount) write(-o.amount, 'checkout');
      else refused++;
    }
  }
  return { lines, now, refused };
}

const sum = (lines: LedgerLine[]) => lines.reduce((t, l) => t + l.amount, 0);

describe('the wallet ledger', () => {
  it('never goes below zero, and once expiries are written the balance is the sum of its lines', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const { lines, now } = play(ops);
        expect(spendableBalance(lines, now)).toBeGreaterThanOrEqual(0);
        for (const e of dueExpiries(lines, now))
          lines.push({ id: lines.length + 1, amount: -e.amount, kind: 'expiry', expiresAt: null, reference: `credit:${e.creditId}` });
        expect(sum(lines)).toBeGreaterThanOrEqual(0);
        expect(spendableBalance(lines, now)).toBe(sum(lines));
        expect(dueExpiries(lines, now)).toEqual([]);
      }),
    );
  });

  it('keeps every halala: what is left of the credits is the balance, none below zero', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const { lines } = play(ops);
        const left = [...creditRemainders(lines).values()];
        expect(left.every((v) => v >= 0)).toBe(true);
        expect(left.reduce((t, v) => t + v, 0)).toBe(sum(lines));
      }),
    );
  });

  it('spends the credit that expires first, so only unspent money expires', () => {
    const lines: LedgerLine[] = [
      { id: 1, amount: 10_000, kind: 'goodwill', expiresAt: null, reference: null },
      { id: 2, amount: 5_000, kind: 'cashback', expiresAt: new Date('2026-02-01T00:00:00Z'), reference: null },
      { id: 3, amount: -6_000, kind: 'checkout', expiresAt: null, reference: null },
    ];
    expect(creditRemainders(lines)).toEqual(
      new Map([
        [1, 9_000],
        [2, 0],
      ]),
    );
    expect(dueExpiries(lines, new Date('2026-03-01T00:00:00Z'))).toEqual([]);
    expect(spendableBalance(lines, new Date('2026-03-01T00:00:00Z'))).toBe(9_000);
  });

  it('writes off what is left of an expired credit, and only once', () => {
    const lines: LedgerLine[] = [
      { id: 1, amount: 5_000, kind: 'cashback', expiresAt: new Date('2026-02-01T00:00:00Z'), reference: null },
      { id: 2, amount: -2_000, kind: 'checkout', expiresAt: null, reference: null },
    ];
    const after = new Date('2026-02-02T00:00:00Z');
    expect(spendableBalance(lines, new Date('2026-01-15T00:00:00Z'))).toBe(3_000);
    expect(dueExpiries(lines, after)).toEqual([{ creditId: 1, amount: 3_000 }]);
    expect(spendableBalance(lines, after)).toBe(0);
    lines.push({ id: 3, amount: -3_000, kind: 'expiry', expiresAt: null, reference: 'credit:1' });
    expect(dueExpiries(lines, after)).toEqual([]);
    expect(spendableBalance(lines, after)).toBe(0);
  });
});
