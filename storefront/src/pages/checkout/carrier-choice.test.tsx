import { fireEvent, render, screen } from '@testing-library/preact';
import type { ShippingOptionDto } from '../../api/types';
import { registerDictionary } from '../../i18n';
import { en } from '../../i18n/en';
import { setLanguage } from '../../state/preferences';
import { CarrierOptions } from './CarrierChoice';

registerDictionary('en', en);

const options: ShippingOptionDto[] = [
  { carrier: { id: 2, name: { ar: 'أرامكس', en: 'Aramex' } }, fee: 110, days: { min: 2, max: 4 } },
  { carrier: { id: 1, name: { ar: 'سمسا', en: 'SMSA Express' } }, fee: 117, days: { min: 3, max: 5 } },
];
const radios = () => screen.getAllByRole('radio').map((r) => [r.closest('label')?.textContent, (r as HTMLInputElement).checked]);

describe('the carrier choice at checkout (issue 37 §10)', () => {
  beforeEach(() => setLanguage('en'));

  it('shows every carrier with its price and estimate, the priced one chosen; choosing another asks for it', () => {
    const chose: number[] = [];
    render(<CarrierOptions options={options} chosen={2} free={false} onChoose={(id) => chose.push(id)} />);
    expect(screen.getByRole('group', { name: 'Delivery by' })).toBeTruthy();
    expect(radios()).toEqual([
      ['Aramex · SAR 110.00Within 2 to 4 business days', true],
      ['SMSA Express · SAR 117.00Within 3 to 5 business days', false],
    ]);
    fireEvent.click(screen.getAllByRole('radio')[1]);
    expect(chose).toEqual([1]);
  });

  it('an order that ships free says so for each carrier', () => {
    render(<CarrierOptions options={options} chosen={2} free onChoose={() => {}} />);
    expect(radios().map(([text]) => text)).toEqual([
      'Aramex · FreeWithin 2 to 4 business days',
      'SMSA Express · FreeWithin 3 to 5 business days',
    ]);
  });

  it('one carrier: no choice to make', () => {
    const { container } = render(<CarrierOptions options={options.slice(0, 1)} chosen={2} free={false} onChoose={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
