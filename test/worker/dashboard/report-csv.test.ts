import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../worker/dashboard/pages/report-figures';

describe('a report table as CSV', () => {
  it('quotes what needs it and defuses a name a spreadsheet would run as a formula', () => {
    const csv = toCsv({
      caption: 'Kampanye',
      head: ['campaign', 'sent'],
      rows: [
        ['=HYPERLINK("http://evil.test")', 3],
        ['Promo, Desember', 12],
      ],
    });
    expect(csv).toBe('campaign,sent\r\n"\'=HYPERLINK(""http://evil.test"")",3\r\n"Promo, Desember",12\r\n');
  });
});
