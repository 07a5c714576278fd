import { cutBetweenWords, SUMMARY_LENGTH } from './product-summary.js';

describe('a card’s summary of the description', () => {
  it('keeps a short description whole, its spaces tidied', () => {
    expect(cutBetweenWords('  عود  كمبودي\nفاخر ')).toBe('عود كمبودي فاخر');
  });

  it('cuts a long one between words, ending in "…" without the punctuation before it', () => {
    const words = 'دهن عود كمبودي معتق، من أشجار عمرها ثلاثون عاما،'.repeat(5);
    const cut = cutBetweenWords(words);
    expect(cut.endsWith('…')).toBe(true);
    expect([...cut].length).toBeLessThanOrEqual(SUMMARY_LENGTH + 1);
    expect(cut).not.toMatch(/[،\s]…$/);
    // whole words: what it keeps is the start of the text up to a space
    const kept = cut.slice(0, -1);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length].match(/[\s،]/)).not.toBeNull();
  });

  it('cuts a single endless word at the length (no space to cut at)', () => {
    expect(cutBetweenWords('x'.repeat(500))).toBe(`${'x'.repeat(SUMMARY_LENGTH)}…`);
  });
});
