import { describeChange, REDACTED, redact } from './audit-diff.js';

describe('what an admin write changed', () => {
  it('keeps only the top-level fields that differ, each before and after (updatedAt is noise)', () => {
    const change = describeChange(
      { id: 1, price: 100, name: { ar: 'عود', en: 'Oud' }, images: [{ url: '/a' }], updatedAt: 'x' },
      { id: 1, price: 120, name: { ar: 'عود', en: 'Oud Royal' }, images: [{ url: '/a' }], updatedAt: 'y' },
    );
    expect(change).toEqual({
      fields: ['price', 'name'],
      before: { price: 100, name: { ar: 'عود', en: 'Oud' } },
      after: { price: 120, name: { ar: 'عود', en: 'Oud Royal' } },
    });
  });

  it('a field that appears or disappears is a change (null on the missing side)', () => {
    expect(describeChange({ id: 1 }, { id: 1, note: 'new' })).toEqual({ fields: ['note'], before: { note: null }, after: { note: 'new' } });
  });

  it('a create keeps the new record, a delete the old one', () => {
    expect(describeChange(null, { id: 3, code: 'WARD10' })).toEqual({
      fields: ['id', 'code'],
      before: null,
      after: { id: 3, code: 'WARD10' },
    });
    expect(describeChange({ id: 3, code: 'WARD10' }, null)).toEqual({
      fields: ['id', 'code'],
      before: { id: 3, code: 'WARD10' },
      after: null,
    });
  });

  it('never keeps a secret, however deep (provider keys in settings, passwords)', () => {
    const value = redact({ password: 'p', gateway: { apiKey: 'k', secretKey: 's', publicName: 'Moyasar' }, list: [{ token: 't' }] });
    expect(value).toEqual({
      password: REDACTED,
      gateway: { apiKey: REDACTED, secretKey: REDACTED, publicName: 'Moyasar' },
      list: [{ token: REDACTED }],
    });
  });
});
