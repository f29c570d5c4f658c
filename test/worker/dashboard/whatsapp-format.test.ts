/**
 * WhatsApp's formatting in the inbox's bubbles: what an agent sees for what a customer typed, as
 * WhatsApp shows it, and hostile text staying text (no element, no script, no `javascript:` link).
 */
import { jsx } from 'hono/jsx';
import { describe, expect, it } from 'vitest';
import { FormattedText } from '../../../worker/dashboard/components/formatted-text';
import { formatWhatsApp } from '../../../worker/dashboard/whatsapp-format';

/** The HTML the bubble holds for `text` (inside its paragraph). */
async function shown(text: string): Promise<string> {
  const html = await jsx(FormattedText, { text }).toString();
  return html.replace(/^<p class="formatted" data-formatted(="true")?>/, '').replace(/<\/p>$/, '');
}

describe('WhatsApp formatting as the inbox shows it', () => {
  it('shows bold, italic, strike, monospace and inline code as WhatsApp does', async () => {
    expect(await shown('Harga *spesial* _hari ini_ ~85rb~ jadi ```70rb``` pakai `HEMAT10`')).toBe(
      'Harga <strong>spesial</strong> <em>hari ini</em> <s>85rb</s> jadi <code class="mono-block">70rb</code> pakai <code>HEMAT10</code>',
    );
  });

  it('nests styles inside each other, but not inside code', async () => {
    expect(await shown('*_Promo_ besar*')).toBe('<strong><em>Promo</em> besar</strong>');
    expect(await shown('`*tidak tebal*`')).toBe('<code>*tidak tebal*</code>');
    expect(await shown('```\nbaris *1*\nbaris 2\n```')).toBe('<code class="mono-block">\nbaris *1*\nbaris 2\n</code>');
  });

  it('leaves markers inside words and sums as typed, as WhatsApp does', async () => {
    expect(await shown('2*3*4 = 24')).toBe('2*3*4 = 24');
    expect(await shown('nama_file_baru.pdf')).toBe('nama_file_baru.pdf');
    expect(await shown('a~b~c')).toBe('a~b~c');
    expect(await shown('*tebal*nya')).toBe('*tebal*nya');
    expect(await shown('(*catatan*)')).toBe('(<strong>catatan</strong>)');
  });

  it('leaves unbalanced, empty and spaced markers as text', async () => {
    expect(await shown('*belum ditutup')).toBe('*belum ditutup');
    expect(await shown('** dan __')).toBe('** dan __');
    expect(await shown('* bukan tebal *')).toBe('* bukan tebal *');
    expect(await shown('_satu\ndua_')).toBe('_satu\ndua_');
    expect(await shown('*a _b* c_')).toBe('<strong>a _b</strong> c_');
  });

  it('links http and https addresses, safely, and leaves the sentence’s punctuation out', async () => {
    expect(await shown('Cek https://toko.example/kaos?warna=hitam&ukuran=L.')).toBe(
      'Cek <a href="https://toko.example/kaos?warna=hitam&amp;ukuran=L" rel="noopener noreferrer" target="_blank">https://toko.example/kaos?warna=hitam&amp;ukuran=L</a>.',
    );
    expect(await shown('(lihat http://toko.example/a_b_c)')).toBe(
      '(lihat <a href="http://toko.example/a_b_c" rel="noopener noreferrer" target="_blank">http://toko.example/a_b_c</a>)',
    );
    expect(await shown('*https://toko.example*')).toBe(
      '<strong><a href="https://toko.example" rel="noopener noreferrer" target="_blank">https://toko.example</a></strong>',
    );
  });

  it('keeps hostile text as text: no element, no script, no javascript: or data: link', async () => {
    expect(await shown('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(await shown('*<img src=x onerror=alert(1)>*')).toBe('<strong>&lt;img src=x onerror=alert(1)&gt;</strong>');
    expect(await shown('javascript:alert(1) dan data:text/html,<b>x</b>')).toBe(
      'javascript:alert(1) dan data:text/html,&lt;b&gt;x&lt;/b&gt;',
    );
    expect(await shown('xhttps://toko.example')).toBe('xhttps://toko.example');
    expect(await shown('https://toko.example/"onmouseover="alert(1)')).toBe(
      '<a href="https://toko.example/" rel="noopener noreferrer" target="_blank">https://toko.example/</a>&quot;onmouseover=&quot;alert(1)',
    );
    expect(await shown('`</code><script>x</script>`')).toBe('<code>&lt;/code&gt;&lt;script&gt;x&lt;/script&gt;</code>');
  });

  it('reads a long hostile line of markers in one pass, as text', () => {
    const text = '*a _b ~c '.repeat(500);
    expect(formatWhatsApp(text)).toEqual([{ kind: 'text', text }]);
  });
});
