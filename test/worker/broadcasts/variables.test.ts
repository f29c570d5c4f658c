import { describe, expect, it } from 'vitest';
import type { AudienceRow } from '../../../worker/broadcasts/audience';
import { messageProblems, renderMessage } from '../../../worker/broadcasts/message';
import { fillVariables, missingVariables, placeholders } from '../../../worker/broadcasts/variables';

const row = (line: number, vars: Record<string, string>): AudienceRow => ({
  line,
  ref: `line ${line}`,
  phone: '6281200000000',
  name: null,
  vars,
});

describe('variables in a broadcast’s text', () => {
  it('fills each recipient’s values, matching names as column headers are normalised', () => {
    const vars = { name: 'Budi', kota_asal: 'Bandung', phone: '6281211111111' };
    expect(fillVariables('Halo {{name}} dari {{ Kota Asal }} ({{phone}})', vars)).toBe('Halo Budi dari Bandung (6281211111111)');
  });

  it('uses a fallback after a bar when a recipient has no value, and leaves text that cannot be a name alone', () => {
    expect(fillVariables('Halo {{name|Kak}}, {{}} {{ ! }}', { name: '' })).toBe('Halo Kak, {{}} {{ ! }}');
    expect(placeholders('{{name}} {{name|Kak}}')).toEqual([{ name: 'name', fallback: 'Kak' }]);
    expect(missingVariables('{{name}} {{kota}}', { name: 'Budi' })).toEqual(['kota']);
  });

  it('refuses a campaign whose text needs a value some rows lack, naming those rows', () => {
    const problems = messageProblems({ type: 'text', text: 'Halo {{name}} di {{kota}}', templateId: null }, [
      row(2, { name: 'Budi', kota: 'Bandung' }),
      row(3, { name: 'Sari', kota: '' }),
      row(5, { name: '', kota: 'Medan' }),
      row(6, { name: 'Ani' }),
    ]);
    expect(problems).toMatchObject([
      { path: 'message.text', message: expect.stringMatching(/^\{\{name\}\} has no value for line 5; give that row a value/) },
      {
        path: 'message.text',
        message: expect.stringMatching(
          /^\{\{kota\}\} has no value for line 3, line 6; give those rows a value, or the placeholder a fallback: \{\{kota\|…\}\}/,
        ),
      },
    ]);
  });

  it('holds an interactive message filled for each recipient to the interactive rules', () => {
    const message = {
      type: 'interactive' as const,
      payload: {
        kind: 'url-button' as const,
        body: 'Promo untuk {{name}}',
        header: '{{name}}',
        buttonLabel: 'Lihat',
        url: 'https://toko.example/promo',
      },
    };
    const problems = messageProblems(message, [row(2, { name: 'Budi' }), row(3, { name: 'B'.repeat(61) })]);
    expect(problems).toEqual([
      { path: 'message.interactive.header', message: expect.stringMatching(/^once filled, for line 3: must be at most 60 characters/) },
    ]);
    expect(renderMessage(message, { name: 'Budi' })).toEqual({
      text: 'Promo untuk Budi',
      content: expect.objectContaining({
        kind: 'interactive',
        type: 'url-button',
        body: 'Promo untuk Budi',
        header: 'Budi',
        url: 'https://toko.example/promo',
      }),
    });
  });
});
