import { examples, type PreorderView, preorderView } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { csvCell, preorderCsvResponse, toCsv } from './preorder-sheet-csv.ts';

const view: PreorderView = preorderView.parse({
  ...examples.preorderRemoveGuest.response,
  entries: [
    {
      id: '1',
      firstName: '=HYPERLINK("http://evil.example","Giulia")',
      child: false,
      chosen: true,
      choices: [
        { sectionId: 'festive-starters', dishId: 'festive-satay' },
        { sectionId: 'festive-mains', dishId: 'festive-turkey' },
      ],
      allergens: ['peanuts', 'milk'],
      note: 'No gravy, please, "none at all"\nthank you',
      conflicts: [{ dishId: 'festive-satay', allergens: ['peanuts'] }],
    },
    { id: '2', firstName: '@Marco', child: false, chosen: false, choices: [], note: '-1 chair' },
  ],
});

describe("the organiser's CSV", () => {
  it('quotes a cell with a comma, a quote or a line break, and doubles its quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' edge')).toBe('" edge"');
  });

  it('turns a cell a spreadsheet would run as a formula into text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
    expect(csvCell('Giulia-Maria')).toBe('Giulia-Maria');
  });

  it("writes the contract's sheet rows with CRLF line ends", () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });

  it('answers an attachment of text/csv in UTF-8, never cached, guest by guest', async () => {
    const response = preorderCsvResponse(view);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pre-order-K7QM2XRA.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Guest,Child,Starters,Mains,Allergens,Note');
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Giulia"")",,Chicken satay skewers,Roast turkey with all the trimmings,peanuts; milk,"No gravy, please, ""none at all""\nthank you"`,
    );
    expect(lines[2]).toBe("'@Marco,,,,,'-1 chair");
    expect(lines[3]).toBe('');
  });
});
