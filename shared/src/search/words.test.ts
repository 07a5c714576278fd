import fc from 'fast-check';
import { searchWords } from './words.js';

const stems = (text: string) => searchWords(text).map((w) => w.stem);
const texts = (text: string) => searchWords(text).map((w) => w.text);

describe('searchWords: how shoppers type meets how products are written', () => {
  it('cuts the article and its proclitics, keeps the word as written for display', () => {
    for (const form of ['عود', 'العود', 'والعود', 'بالعود', 'للعود', 'العُود', 'عوّد', 'عـــود']) expect(texts(form)).toEqual(['عود']);
    expect(searchWords('والهدايا')[0]).toMatchObject({ surface: 'هدايا', text: 'هدايا', stem: 'هدي' });
    expect(searchWords('هدية')[0].surface).toBe('هدية');
  });

  it('collapses held keys and doubled letters', () => {
    expect(texts('عوود بخوور مسسك')).toEqual(['عود', 'بخور', 'مسك']);
    expect(texts('bakhoor oudd')).toEqual(['bakhor', 'oud']);
  });

  it('gives broken plurals and their singulars one stem', () => {
    const pairs = [['هدايا', 'هدية'], ['عطور', 'عطر'], ['زيوت', 'زيت'], ['أعواد', 'عود'], ['شموع', 'شمعة'], ['مباخر', 'مبخرة'], ['ورود', 'وردة']];
    for (const [plural, singular] of pairs) expect(stems(plural)).toEqual(stems(singular));
  });

  it('cuts suffixes the same way on every form of a word', () => {
    expect(new Set(stems('عطري عطرية عطرها'))).toEqual(new Set(['عطر']));
    expect(stems('نسائية')).toEqual(stems('نسائي'));
    expect(stems('بخورات')).toEqual(stems('بخور'));
  });

  it('leaves the letters that begin words alone (ب، ل، ف، ك, and و that belongs to the word)', () => {
    expect(texts('بخور لبان فانيلا كمبودي')).toEqual(['بخور', 'لبان', 'فانيلا', 'كمبودي']);
    expect(texts('وردة ورود')).toEqual(['ورده', 'ورود']);
    expect(texts('وعنبر')).toEqual(['عنبر']);
  });

  it('stems English plurals and reads Arabizi and units as one word', () => {
    expect(stems('Perfumes perfume Candles')).toEqual(['perfum', 'perfum', 'candl']);
    expect(texts('3ood 50ml')).toEqual(['3od', '50ml']);
  });

  it('folds hamza seats, accents and Persian keyboard letters', () => {
    expect(texts('لؤلؤة')).toEqual(['لولوه']);
    expect(texts('café')).toEqual(['cafe']);
    expect(texts('مسک')).toEqual(['مسك']);
  });

  it('splits on punctuation and between scripts, drops stop words unless asked', () => {
    expect(texts('عطرoud!! مسك,musk')).toEqual(['عطر', 'oud', 'مسك', 'musk']);
    expect(texts('oil for men من الرياض')).toEqual(['oil', 'men', 'رياض']);
    expect(searchWords('for', { keepStopWords: true }).map((w) => w.text)).toEqual(['for']);
  });

  it('finds no word in punctuation, emoji, NUL or a pasted run of 41 letters', () => {
    expect(searchWords('!!! ؟؟ 🌹 \u0000 ---')).toEqual([]);
    expect(searchWords('a'.repeat(41))).toEqual([]);
  });

  it('only ever yields letters and digits (safe inside a tsquery), never throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) =>
        searchWords(s).every((w) => /^[\p{L}\p{N}]{1,40}$/u.test(w.text) && /^[\p{L}\p{N}]{1,40}$/u.test(w.stem)),
      ),
    );
  });
});
