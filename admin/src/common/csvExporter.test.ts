import { toCsv } from './csvExporter';

describe('CSV export', () => {
  it('writes one row per record, bilingual fields as two columns', () => {
    const csv = toCsv([
      { id: 1, name: { ar: 'عود ملكي', en: 'Royal oud' }, isActive: true },
      { id: 2, name: { ar: 'بخور', en: 'Incense' }, isActive: false, link: null },
    ]);
    expect(csv.split('\n')).toEqual([
      'id,name.ar,name.en,isActive,link',
      '1,"عود ملكي","Royal oud",true,',
      '2,"بخور","Incense",false,',
    ]);
  });

  it('quotes commas, quotes and line breaks, and keeps a list in one cell', () => {
    const csv = toCsv([{ message: 'Hello, "Ward"\nsecond line', phones: ['+966 11 000 0000', '+966 50 000 0000'] }]);
    expect(csv).toBe(`message,phones\n"Hello, ""Ward""\nsecond line","'+966 11 000 0000; '+966 50 000 0000"`);
  });

  it('never writes a formula a spreadsheet would run, even after a ; inside a cell (issue 26)', () => {
    const csv = toCsv([{ name: ';=1+1', note: '=HYPERLINK("http://evil.example")', city: 'Riyadh|@SUM(A1)' }]);
    expect(csv.split('\n')[1]).toBe(`";'=1+1","'=HYPERLINK(""http://evil.example"")","Riyadh|'@SUM(A1)"`);
  });

  it('writes plain column names bare and quotes and neutralises any other', () => {
    const csv = toCsv([{ email: 'a@b.sa', '=cmd|x': 'v' }]);
    expect(csv.split('\n')[0]).toBe(`email,"'=cmd|x"`);
  });
});
