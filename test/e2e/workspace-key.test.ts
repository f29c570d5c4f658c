/**
 * A shop's own backend runs its workspace with one API key holding `all`, through the client
 * generated from the document (client/kurir.d.ts): a device linked, a webhook set, a member
 * invited (who joins on the dashboard's page), an inbound message assigned to that member (the
 * webhook hears `conversation.assigned`) and answered, a three-recipient broadcast sent to the end
 * and a chatbot rule answering. Past the operator making the workspace and its key (which only
 * the operator, or an owner on the dashboard, can do), no request carries ADMIN_TOKEN: the client
 * sends the key and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { type KurirClient, keyClient } from './client/kurir-client';
import { joinByInvite } from './join-invite';
import { Receiver } from './receiver';
import { Stack } from './stack';
import { startedForTests } from './with-stack';

type Sent = { to: string; content: { conversation?: string; extendedTextMessage?: { text?: string } } };

const stack = new Stack();
const receiver = new Receiver();
startedForTests(stack, receiver);

/** The data of a client call that succeeded; its status and error body otherwise, as the failure. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (result.data === undefined) throw new Error(`${what}: ${result.response.status} ${JSON.stringify(result.error)}`);
  return result.data;
}

/** The texts the phone `to` got from the device, as the simulator saw them sent. */
async function phoneGot(deviceId: string, to: string): Promise<string[]> {
  const sent = await stack.sim<Sent[]>('GET', `/devices/${deviceId}/sent`);
  return sent.body.filter((m) => m.to.startsWith(to)).map((m) => m.content.conversation ?? m.content.extendedTextMessage?.text ?? '');
}

/** A workspace and a key holding every scope: the operator's part, before the shop's backend takes over. */
async function shopKey(): Promise<string> {
  const ws = await stack.admin<{ id: string }>('POST', '/workspaces', { name: 'Toko Sinar' });
  const key = await stack.admin<{ key: string }>('POST', `/workspaces/${ws.body.id}/api-keys`, { name: 'backend toko', scopes: ['all'] });
  expect(key.status, JSON.stringify(key.body)).toBe(201);
  return key.body.key;
}

async function linkedDevice(client: KurirClient): Promise<string> {
  const device = ok(await client.POST('/devices', { body: { name: 'CS' } }), 'adding a device');
  // With WhatsApp (the emulator) the owner scans the QR first; the simulator links at once.
  await stack.link(device.id);
  let last = '';
  await waitUntil(
    async () => {
      const seen = ok(await client.GET('/devices/{id}', { params: { path: { id: device.id } } }), 'reading the device');
      last = seen.status;
      return seen.status === 'CONNECTED';
    },
    { timeoutMs: 30_000, intervalMs: 100, what: () => `the device to reach CONNECTED; last seen ${last}` },
  );
  return device.id;
}

describe('a workspace run with one API key', () => {
  it('links a device, invites a member, assigns and answers a customer, broadcasts and sets the chatbot, with no ADMIN_TOKEN', async () => {
    const client = keyClient(stack.workerUrl, await shopKey());
    const deviceId = await linkedDevice(client);
    const device = { params: { path: { id: deviceId } } };

    const hook = await client.POST('/devices/{id}/webhooks', {
      ...device,
      body: { url: receiver.url, events: ['conversation.assigned'] },
    });
    ok(hook, 'setting the webhook');

    // The member: invited by the key, joining on the dashboard's page as a person does.
    const invite = ok(
      await client.POST('/members/invites', { body: { name: 'Dewi Lestari', email: 'dewi@toko.test', role: 'agent' } }),
      'inviting',
    );
    expect(Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)).toBe(7 * 24 * 3600_000);
    await joinByInvite(invite.url, { name: 'Dewi Lestari', email: 'dewi@toko.test', password: 'correct horse battery' });
    const members = ok(await client.GET('/members'), 'listing the members');
    const dewi = members.items.find((m) => m.email === 'dewi@toko.test');
    expect(dewi?.role).toBe('agent');
    if (!dewi) throw new Error('the member is not listed');

    // A customer writes; the conversation goes to Dewi, and the webhook hears it.
    const customer = '6281311112222';
    await stack.sim('POST', `/devices/${deviceId}/inbound`, { from: customer, text: 'Kak, paket saya belum sampai' });
    const conversation = await waitUntil(
      async () => {
        const list = ok(await client.GET('/conversations', { params: { query: { q: customer } } }), 'listing conversations');
        return list.items.find((c) => c.phoneNumber === customer);
      },
      { what: `the conversation with ${customer}` },
    );
    const at = { params: { path: { id: deviceId, conversationId: conversation.id } } };
    const assigned = ok(
      await client.POST('/devices/{id}/conversations/{conversationId}/assign', { ...at, body: { memberId: dewi.id } }),
      'assigning',
    );
    expect(assigned.assigneeId).toBe(dewi.id);
    await receiver.waitFor(() => receiver.got.some((r) => r.body.event === 'conversation.assigned' && r.body.data.memberId === dewi.id));

    // Dewi's reply reaches the customer's phone.
    const reply = ok(
      await client.POST('/devices/{id}/conversations/{conversationId}/reply', {
        ...at,
        body: { text: 'Kami cek dulu ya kak', memberId: dewi.id },
      }),
      'replying',
    );
    expect(reply.status).toBe('SENT');
    await waitUntil(async () => (await phoneGot(deviceId, customer)).includes('Kami cek dulu ya kak'), { what: 'the reply at the phone' });

    // A three-recipient broadcast, sent to the end.
    ok(await client.PUT('/devices/{id}/broadcast-pace', { ...device, body: { paceMinMs: 20, paceMaxMs: 60, dailyCap: 1000 } }), 'pacing');
    const recipients = ['6281255550001', '6281255550002', '6281255550003'];
    const broadcast = ok(
      await client.POST('/broadcasts', {
        body: {
          deviceId,
          name: 'Promo akhir tahun',
          message: { type: 'text', text: 'Halo {{name|kak}}, promo akhir tahun!' },
          audience: { type: 'list', recipients: recipients.map((phone, i) => ({ phone, name: `Pelanggan ${i + 1}` })) },
        },
      }),
      'starting the broadcast',
    );
    // Without dryRun the answer is the campaign, not a preview.
    if (!('id' in broadcast)) throw new Error('the broadcast was answered with a preview');
    const done = await waitUntil(
      async () => {
        const seen = ok(await client.GET('/broadcasts/{id}', { params: { path: { id: broadcast.id } } }), 'reading the broadcast');
        return seen.status === 'COMPLETED' ? seen : null;
      },
      { timeoutMs: 30_000, what: 'the broadcast to complete' },
    );
    expect(done.counts).toMatchObject({ total: 3, failed: 0, skipped: 0 });
    for (const [i, phone] of recipients.entries()) {
      expect(await phoneGot(deviceId, phone)).toEqual([`Halo Pelanggan ${i + 1}, promo akhir tahun!`]);
    }

    // A chatbot rule, and its answer to the next customer.
    ok(
      await client.PUT('/devices/{id}/chatbot/rules', {
        ...device,
        body: {
          rules: [
            {
              name: 'jam buka',
              trigger: { type: 'keyword', match: 'contains', keywords: ['jam buka'] },
              reply: { type: 'text', text: 'Kami buka 08.00-17.00, {{name|kak}}' },
            },
          ],
        },
      }),
      'setting the chatbot',
    );
    const asker = '6281399998888';
    await stack.sim('POST', `/devices/${deviceId}/inbound`, { from: asker, text: 'Jam buka toko kapan?' });
    await waitUntil(async () => (await phoneGot(deviceId, asker)).length === 1, { what: 'the chatbot’s answer' });
    expect((await phoneGot(deviceId, asker))[0]).toMatch(/^Kami buka 08\.00-17\.00, /);
  });
});
