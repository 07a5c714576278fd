import { addressPlaceParts } from './address.js';

describe('address lines', () => {
  it('writes a district the street already names once (13.15)', () => {
    expect(addressPlaceParts({ street: 'شارع الأمير محمد، حي الياسمين', district: 'الياسمين', city: 'الرياض' })).toEqual([
      'شارع الأمير محمد، حي الياسمين',
      'الرياض',
    ]);
    // tashkeel and letter forms do not hide the repetition
    expect(addressPlaceParts({ street: 'طريق العليا، حيّ العُليا', district: 'العليا', city: 'الرياض' })).toHaveLength(2);
    expect(addressPlaceParts({ street: 'طريق الملك فهد', district: 'الياسمين', city: 'الرياض' })).toEqual([
      'طريق الملك فهد',
      'الياسمين',
      'الرياض',
    ]);
    expect(addressPlaceParts({ street: 'King Fahd Road', district: null, city: 'Riyadh' })).toEqual(['King Fahd Road', 'Riyadh']);
  });
});
