import { fireEvent, render, screen } from '@testing-library/preact';
import { EMPTY_ADDRESS } from '../../components/address/AddressFields';
import { registerDictionary } from '../../i18n';
import { en } from '../../i18n/en';
import { useSchemaForm } from '../../lib/use-schema-form';
import { setLanguage } from '../../state/preferences';
import { GuestFields, useGuestContact } from './GuestFields';
import { NewAddressFields, type NewAddress } from './NewAddressFields';
import { usePrefillRecipient } from './prefill-recipient';

registerDictionary('en', en);

/** The guest's part of the shipping step: who buys, then where it goes. */
function GuestShipping() {
  const buyer = useGuestContact();
  const form = useSchemaForm<NewAddress>({ ...EMPTY_ADDRESS, recipientName: '', phone: '', title: '', country: 'SA' });
  usePrefillRecipient(true, buyer.values, form.setValues);
  return (
    <form>
      <GuestFields form={buyer} />
      <NewAddressFields values={form.values} errors={{}} bind={form.bind} setCountry={() => {}} setPin={() => {}} save={false} />
    </form>
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

describe('guest checkout asks for the name and mobile once (issue 37 §9)', () => {
  beforeEach(() => setLanguage('en'));

  it('the recipient follows the buyer as typed, until the shopper writes another', () => {
    render(<GuestShipping />);
    type('Your name', 'Sara Ahmed');
    type('Mobile number or email', '0551234567');
    expect(field('Recipient name').value).toBe('Sara Ahmed');
    expect(field('Mobile number').value).toBe('0551234567');
    type('Your name', 'Sara A. Ahmed');
    expect(field('Recipient name').value).toBe('Sara A. Ahmed');

    // a gift to someone else: what the shopper wrote stays
    type('Recipient name', 'Reem');
    type('Mobile number', '0559876543');
    type('Your name', 'Sara');
    type('Mobile number or email', '0551112222');
    expect(field('Recipient name').value).toBe('Reem');
    expect(field('Mobile number').value).toBe('0559876543');
  });

  it('an email as the contact leaves the recipient’s mobile to be typed', () => {
    render(<GuestShipping />);
    type('Mobile number or email', 'sara@example.com');
    expect(field('Mobile number').value).toBe('');
  });

  it('the contact field offers the shopper’s mobile, not an email, to autofill', () => {
    render(<GuestShipping />);
    expect(field('Mobile number or email').getAttribute('autocomplete')).toBe('tel');
    expect(field('Your name').getAttribute('autocomplete')).toBe('name');
  });
});
