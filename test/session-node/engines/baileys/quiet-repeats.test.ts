import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { PER_WINDOW, quietRepeats, RepeatLimiter, WINDOW_MS } from '../../../../session-node/engines/baileys/quiet-repeats';

function captured() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: pino({ level: 'debug' }, sink) };
}

describe('a Baileys logger that does not flood', () => {
  it('says a repeated line at most ten times a minute, then how many it left out', () => {
    let now = 0;
    const { lines, logger } = captured();
    const quiet = quietRepeats(logger, new RepeatLimiter(() => now));
    for (let i = 0; i < 1_000; i++) quiet.error({ key: { id: `M${i}` } }, 'failed to decrypt message');
    quiet.warn('something else');
    expect(lines.filter((l) => l.msg === 'failed to decrypt message')).toHaveLength(PER_WINDOW);
    expect(lines.filter((l) => l.msg === 'something else')).toHaveLength(1);
    now += WINDOW_MS;
    quiet.error({ key: { id: 'M1000' } }, 'failed to decrypt message');
    expect(lines.at(-1)).toMatchObject({ msg: 'failed to decrypt message', leftOut: 1_000 - PER_WINDOW, key: { id: 'M1000' } });
  });

  it('limits the children Baileys makes by the same count', () => {
    const { lines, logger } = captured();
    const quiet = quietRepeats(logger);
    const child = quiet.child({ class: 'retry' });
    for (let i = 0; i < 50; i++) (i % 2 ? child : quiet).warn('sent retry receipt');
    expect(lines).toHaveLength(PER_WINDOW);
    expect(quiet.level).toBe('debug');
  });
});
