import { toPromotionInput } from './promotionInput';

describe('the promotion form as the API takes it', () => {
  const base = { name: { ar: 'عرض', en: 'Offer' }, rule: { type: 'orderDiscount', discount: { percent: 10 }, buy: { quantity: 2 } } };

  it('no weekday ticked and both hour boxes empty: every day, all day (null, not an empty schedule)', () => {
    expect(toPromotionInput({ ...base, days: [], hours: { from: null, to: null } })).toMatchObject({ days: null, hours: null });
    expect(toPromotionInput(base)).toMatchObject({ days: null, hours: null });
  });

  it('ticked weekdays and hours go as they are; one hour box alone is left for the schema to refuse', () => {
    expect(toPromotionInput({ ...base, days: [5, 6], hours: { from: 20, to: 2 } })).toMatchObject({
      days: [5, 6],
      hours: { from: 20, to: 2 },
    });
    expect(toPromotionInput({ ...base, hours: { from: 9, to: null } })).toMatchObject({ hours: { from: 9, to: null } });
  });

  it('particular customers ride in the conditions; the other kind’s rule fields are dropped', () => {
    const input = toPromotionInput({ ...base, conditions: { customerIds: [7, 9] }, status: 'active' });
    expect(input).toMatchObject({ conditions: { customerIds: [7, 9] }, rule: { type: 'orderDiscount', discount: { percent: 10 } } });
    expect(input).not.toHaveProperty('status');
    expect(input.rule).not.toHaveProperty('buy');
  });
});
