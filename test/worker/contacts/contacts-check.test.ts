import { describe, expect, it } from 'vitest';
import { advanceClock, deviceHarness } from '../harness';
import { answerNumberChecks, api, connectedDevice } from '../helpers';

type Check = { phoneNumber: string; exists: boolean; jid: string | null };
type ErrorBody = { statusCode: number; message: string; issues?: { path: string; message: string }[] };

const MISSING = '6289999999999';

describe('POST /contacts/check', () => {
  it('answers each number with exists and its JID, in the order asked', async () => {
    const s = await connectedDevice();
    answerNumberChecks(s.node, MISSING);
    const res = await api<{ results: Check[] }>('/contacts/check', s.key, {
      deviceId: s.deviceId,
      phoneNumbers: [MISSING, '6281234567890'],
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { phoneNumber: MISSING, exists: false, jid: null },
      { phoneNumber: '6281234567890', exists: true, jid: '6281234567890@s.whatsapp.net' },
    ]);
  });

  it('answers a number checked within a day from the device, and asks WhatsApp again after a day', async () => {
    const s = await connectedDevice();
    const asked = answerNumberChecks(s.node, MISSING);
    deviceHarness(s.deviceId).clock.freeze();
    const first = await api<{ results: Check[] }>('/contacts/check', s.key, {
      deviceId: s.deviceId,
      phoneNumbers: ['6281234567890', MISSING],
    });
    expect(first.status).toBe(200);
    expect(asked).toEqual([['6281234567890', MISSING]]);

    await advanceClock(s.deviceId, 23 * 60 * 60 * 1000);
    const again = await api<{ results: Check[] }>('/contacts/check', s.key, {
      deviceId: s.deviceId,
      phoneNumbers: [MISSING, '6281234567890', '6281111111111'],
    });
    expect(again.status).toBe(200);
    expect(again.body.results.map((r) => r.exists)).toEqual([false, true, true]);
    // Only the number never asked reached WhatsApp.
    expect(asked).toEqual([['6281234567890', MISSING], ['6281111111111']]);

    await advanceClock(s.deviceId, 60 * 60 * 1000 + 1);
    const later = await api<{ results: Check[] }>('/contacts/check', s.key, { deviceId: s.deviceId, phoneNumbers: ['6281234567890'] });
    expect(later.status).toBe(200);
    expect(asked).toEqual([['6281234567890', MISSING], ['6281111111111'], ['6281234567890']]);
  });

  it('answers 400 for more than 50 numbers, none, or a malformed one, without asking WhatsApp', async () => {
    const s = await connectedDevice();
    const asked = answerNumberChecks(s.node, MISSING);
    const many = Array.from({ length: 51 }, (_, i) => `62812000${String(i).padStart(5, '0')}`);
    const tooMany = await api<ErrorBody>('/contacts/check', s.key, { deviceId: s.deviceId, phoneNumbers: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues?.map((i) => i.path)).toContain('phoneNumbers');
    const fifty = await api<{ results: Check[] }>('/contacts/check', s.key, { deviceId: s.deviceId, phoneNumbers: many.slice(0, 50) });
    expect(fifty.status).toBe(200);
    expect(fifty.body.results).toHaveLength(50);
    const none = await api<ErrorBody>('/contacts/check', s.key, { deviceId: s.deviceId, phoneNumbers: [] });
    expect(none.status).toBe(400);
    const malformed = await api<ErrorBody>('/contacts/check', s.key, { deviceId: s.deviceId, phoneNumbers: ['+6281234567890'] });
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues?.[0]?.path).toBe('phoneNumbers[0]');
    expect(asked).toHaveLength(1);
  });

  it('answers 409 when the device is not connected and 401 without a key', async () => {
    const s = await connectedDevice();
    answerNumberChecks(s.node, MISSING);
    await s.node.status({ status: 'DISCONNECTED', reason: 'test' });
    const res = await api<ErrorBody>('/contacts/check', s.key, { deviceId: s.deviceId, phoneNumbers: ['6281234567890'] });
    expect(res.status).toBe(409);
    const anonymous = await api<ErrorBody>('/contacts/check', null, { deviceId: s.deviceId, phoneNumbers: ['6281234567890'] });
    expect(anonymous.status).toBe(401);
  });
});
