import { isSaudiIban, maskIban, normalizeIban } from './iban.js';

describe('Saudi IBANs: form and check digits', () => {
  it('accepts a valid one however it is written', () => {
    expect(isSaudiIban('SA0380000000608010167519')).toBe(true);
    expect(isSaudiIban('sa03 8000 0000 6080 1016 7519')).toBe(true);
    expect(isSaudiIban('SA03-8000-0000-6080-1016-7519')).toBe(true);
    expect(normalizeIban('SA٠٣ 8000 0000 6080 1016 7519')).toBe('SA0380000000608010167519');
    expect(isSaudiIban('SA٠٣ 8000 0000 6080 1016 7519')).toBe(true);
  });

  it('refuses a wrong check digit, a swapped pair, another country, a wrong length or letters in the bank code', () => {
    expect(isSaudiIban('SA0480000000608010167519')).toBe(false);
    expect(isSaudiIban('SA0380000000608010167591')).toBe(false);
    expect(isSaudiIban('GB82WEST12345698765432')).toBe(false);
    expect(isSaudiIban('AE070331234567890123456')).toBe(false);
    expect(isSaudiIban('SA038000000060801016751')).toBe(false);
    expect(isSaudiIban('SA03800000006080101675190')).toBe(false);
    expect(isSaudiIban('SA03XX00000608010167519')).toBe(false);
    expect(isSaudiIban('')).toBe(false);
  });

  it('shows only the country and the last four characters', () => {
    const masked = maskIban('sa03 8000 0000 6080 1016 7519');
    expect(masked).toBe('SA•• •••• •••• •••• •••• 7519');
    expect(masked).not.toContain('8000');
  });
});
