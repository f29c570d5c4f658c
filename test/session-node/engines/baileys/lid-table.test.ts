import { describe, expect, it } from 'vitest';
import { LidPhoneTable } from '../../../../session-node/engines/baileys/lid-table';

const SENDER = '6289876543210';
const SENDER_JID = `${SENDER}@s.whatsapp.net`;
const SENDER_LID = '201234567890123';
const SENDER_LID_JID = `${SENDER_LID}@lid`;
const GROUP = '120363000000000000@g.us';

describe('the LID table', () => {
  it('learns pairs in either order and ignores what is not a LID and a phone', () => {
    const table = new LidPhoneTable();
    table.learn(SENDER_JID, SENDER_LID_JID);
    table.learn(GROUP, SENDER_LID_JID);
    expect(table.phoneFor(SENDER_LID)).toBe(SENDER);
    expect(table.phoneFor(`${SENDER_LID}:7@lid`)).toBe(SENDER);
    expect(table.size).toBe(1);
  });

  it('is bounded', () => {
    const table = new LidPhoneTable(3);
    for (let index = 0; index < 10; index++) table.learn(`10000000000000${index}@lid`, `62811111111${index}@s.whatsapp.net`);
    expect(table.size).toBe(3);
    expect(table.phoneFor('100000000000000')).toBeNull();
    expect(table.phoneFor('100000000000009')).toBe('628111111119');
  });
});
