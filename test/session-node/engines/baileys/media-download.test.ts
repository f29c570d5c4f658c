import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MediaTooLargeError, readAtMost } from '../../../../session-node/engines/baileys/media-download';

describe('reading downloaded media', () => {
  it('collects every chunk up to the limit', async () => {
    const stream = Readable.from([Buffer.from('abc'), Buffer.from('def')]);
    expect(await readAtMost(stream, 6)).toEqual(Buffer.from('abcdef'));
  });

  it('stops a download that passes the limit, whatever the message declared', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced++;
        this.push(Buffer.alloc(1024));
      },
    });
    await expect(readAtMost(endless, 4096)).rejects.toBeInstanceOf(MediaTooLargeError);
    expect(endless.destroyed).toBe(true);
    expect(produced).toBeLessThan(20);
  });
});
