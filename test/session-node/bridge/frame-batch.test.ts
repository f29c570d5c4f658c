/**
 * The frames a device link writes in one turn go to the object as one message, in order, within the
 * size a call may have; a link that is down refuses a frame at once.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type Frame, MAX_CALL_BYTES, parseFrames } from '../../../protocol';
import { FrameBatch } from '../../../session-node/bridge/frame-batch';

function link() {
  const messages: string[] = [];
  const state = { open: true };
  return { messages, state, link: { send: (text: string) => messages.push(text), isOpen: () => state.open } };
}

const answer = (id: number, result: unknown = { id: `msg_${id}` }): Frame => ({ t: 'res', id, ok: true, result });

describe('a device link writing frames', () => {
  it('sends the frames of one turn as one message, in their order, and a lone frame as itself', async () => {
    const { messages, link: to } = link();
    const batch = new FrameBatch(to);
    batch.send(answer(1));
    batch.send(answer(2));
    batch.send({ t: 'req', id: 9, method: 'reports', params: { reports: [] } });
    expect(messages).toEqual([]);
    await nextTurn();
    expect(messages).toHaveLength(1);
    expect(parseFrames(messages[0] ?? '').map((frame) => `${frame.t}:${'id' in frame ? frame.id : ''}`)).toEqual([
      'res:1',
      'res:2',
      'req:9',
    ]);
    batch.send(answer(3));
    await nextTurn();
    expect(messages[1]).toBe(JSON.stringify(answer(3)));
  });

  it('keeps each message within the size of a call, a larger frame alone', async () => {
    const { messages, link: to } = link();
    const batch = new FrameBatch(to);
    const third = 'x'.repeat(Math.floor(MAX_CALL_BYTES / 3));
    for (let id = 1; id <= 4; id++) batch.send(answer(id, { text: third }));
    batch.send(answer(5, { text: 'x'.repeat(MAX_CALL_BYTES) }));
    batch.send(answer(6));
    await nextTurn();
    expect(messages.map((text) => parseFrames(text).map((frame) => ('id' in frame ? frame.id : 0)))).toEqual([[1, 2], [3, 4], [5], [6]]);
    for (const text of messages.slice(0, 2)) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_CALL_BYTES);
  });

  it('refuses a frame at once while the link is down', () => {
    const { state, link: to } = link();
    state.open = false;
    expect(() => new FrameBatch(to).send(answer(1))).toThrow('the link to the worker is down');
  });
});
