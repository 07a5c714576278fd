import fc from 'fast-check';
import { csvTextCell, neutralise, unneutralise } from './csv-cells.js';

/** A formula start at a cell's beginning or after a separator a spreadsheet may split on. */
const RUNNABLE = /(^|[,;|\t\r\n][ "]*)[=+\-@]|^[\t\r]/;

describe('CSV cells (issue 26 §3: formulas after any separator)', () => {
  it('neutralises a formula at the start and after ; , | tab and line breaks', () => {
    expect(neutralise('=1+1')).toBe("'=1+1");
    expect(neutralise(';=1+1')).toBe(";'=1+1");
    expect(neutralise('oud; =HYPERLINK("http://evil.example")')).toBe(`oud; '=HYPERLINK("http://evil.example")`);
    expect(neutralise('a,@SUM(A1)|+1\n-2')).toBe("a,'@SUM(A1)|'+1\n'-2");
    expect(neutralise('rose - musk')).toBe('rose - musk');
    expect(neutralise('+966 50 000 0000')).toBe("'+966 50 000 0000");
  });

  it('leaves nothing a spreadsheet would run, and gives back exactly what was written', () => {
    const text = fc.string({ unit: fc.constantFrom('=', '+', '-', '@', "'", ';', ',', '|', '\t', '\r', '\n', ' ', '"', 'a', '١') });
    fc.assert(
      fc.property(text, (cell) => {
        const safe = neutralise(cell);
        expect(unneutralise(safe)).toBe(cell);
        expect(RUNNABLE.test(safe)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('quotes every text cell and doubles its quotes', () => {
    expect(csvTextCell('Bakhoor "box"')).toBe('"Bakhoor ""box"""');
    expect(csvTextCell(';=1+1')).toBe(`";'=1+1"`);
  });
});
