import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { Stack } from './stack';

type MessageRecord = { id: string; status: string; messageId: string; source: string; content: string };

const stack = new Stack();
beforeAll(() => stack.start(), 180_000);
afterAll(() => stack.stop(), 60_000);

/** The statuses a record goes through, as the inbox shows them, until it reaches `until`. */
async function inboxStatuses(workspaceId: string, recordId: string, until: string): Promise<string[]> {
  const seen: string[] = [];
  await waitUntil(
    async () => {
      const inbox = await stack.admin<{ items: MessageRecord[] }>('GET', `/workspaces/${workspaceId}/messages`);
      const status = inbox.body.items.find((r) => r.id === recordId)?.status;
      if (status && seen.at(-1) !== status) seen.push(status);
      return status === until;
    },
    { timeoutMs: 20_000, intervalMs: 25, what: () => `record ${recordId} to reach ${until}; seen ${seen.join(', ')}` },
  );
  return seen;
}

/**
 * One request written to the worker's port as raw HTTP/1.1 (`head` without its blank line, then
 * `body` in pieces), as no HTTP client would frame it, and the first answer's status and JSON body;
 * the connection closes after it.
 */
function rawRequest(url: string, head: string, body: string[]): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('error', (error) => (answer ? undefined : reject(error)));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      const end = answer.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(answer.slice(0, end))?.[1];
      const rest = answer.slice(end + 4);
      // The first answer's JSON, whether it came with its length or in chunks.
      resolve({ status, body: length ? rest.slice(0, Number(length)) : rest.slice(rest.indexOf('{'), rest.lastIndexOf('}') + 1) });
    });
    socket.on('connect', () => {
      socket.write(`${head}\r\nConnection: close\r\n\r\n`);
      for (const piece of body) if (!socket.destroyed) socket.write(piece);
    });
  });
}

describe('the gateway end to end (wrangler dev + session-node + simulator)', () => {
  it('links a device, sends a text, and shows it SENT, DELIVERED and READ in the inbox', async () => {
    const d = await stack.linkedDevice();
    const device = (await stack.admin('GET', `/devices/${d.deviceId}`)).body;
    expect(device).toMatchObject({ status: 'CONNECTED', qr: null });
    expect(device.phoneNumber).toMatch(/^62899\d{8}$/);

    const sent = await stack.api<MessageRecord>('/messages', d.key, {
      deviceId: d.deviceId,
      phoneNumber: '6281234567890',
      content: 'Pesanan *#123* sudah dikirim',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'SENT', source: 'API', content: 'Pesanan *#123* sudah dikirim' });

    const statuses = await inboxStatuses(d.workspaceId, sent.body.id, 'READ');
    expect(statuses).toContain('DELIVERED');
    expect(statuses.at(-1)).toBe('READ');

    const onServer = await stack.sim<{ id: string; to: string; content: { extendedTextMessage?: { text?: string } } }[]>(
      'GET',
      `/devices/${d.deviceId}/sent`,
    );
    expect(onServer.body).toEqual([
      expect.objectContaining({
        id: sent.body.messageId,
        to: '6281234567890@s.whatsapp.net',
        content: { extendedTextMessage: { text: 'Pesanan *#123* sudah dikirim' } },
      }),
    ]);
  });

  it('reads a send to its Content-Length and no further, and a chunked one as chunks whatever length it also declares', async () => {
    const d = await stack.linkedDevice();
    const send = (content: string) => JSON.stringify({ deviceId: d.deviceId, phoneNumber: '6281234567890', content });
    const head = (length: string) =>
      `POST /messages HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-Key: ${d.key}\r\nContent-Type: application/json\r\n${length}`;
    // Bytes past the declared length are no part of the body (HTTP would read them as the next request).
    const json = send('Sampai di sini');
    const framed = await rawRequest(stack.workerUrl, head(`Content-Length: ${Buffer.byteLength(json)}`), [json, ', "extra": true}']);
    expect([framed.status, JSON.parse(framed.body).content]).toEqual([201, 'Sampai di sini']);
    // Chunked with a Content-Length too: HTTP takes the chunks, so the body is read (and bounded) chunk by
    // chunk, never trusted to be the 10 bytes declared.
    const long = send(`Pesanan ${'panjang '.repeat(40)}`);
    const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
    const chunked = await rawRequest(stack.workerUrl, head('Content-Length: 10\r\nTransfer-Encoding: chunked'), [
      chunk(long.slice(0, 100)),
      chunk(long.slice(100)),
      '0\r\n\r\n',
    ]);
    expect([chunked.status, JSON.parse(chunked.body).content]).toEqual([201, `Pesanan ${'panjang '.repeat(40)}`]);
  });

  it('quotes the real content of an inbound message the device received', async () => {
    const d = await stack.linkedDevice();
    const inbound = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, {
      from: '6281298765432',
      lid: '123456789012345',
      text: 'Ada warna merah?',
    });
    expect(inbound.status).toBe(201);
    // The inbound message reaches the device's object through the node's report queue.
    const reply = await waitUntil(
      async () => {
        const res = await stack.api<MessageRecord>('/messages', d.key, {
          deviceId: d.deviceId,
          phoneNumber: '6281298765432',
          content: 'Ada kak',
          replyToId: inbound.body.id,
        });
        return res.status === 201 ? res : null;
      },
      { what: 'the reply to be accepted' },
    );
    const onServer = await stack.sim<{ id: string; content: { extendedTextMessage: { contextInfo: Record<string, unknown> } } }[]>(
      'GET',
      `/devices/${d.deviceId}/sent`,
    );
    const quoted = onServer.body.find((m) => m.id === reply.body.messageId)?.content.extendedTextMessage.contextInfo;
    expect(quoted).toMatchObject({ stanzaId: inbound.body.id, quotedMessage: { conversation: 'Ada warna merah?' } });
  });

  it('answers 502 when the messaging server refuses, and reconnects by itself after a lost connection', async () => {
    const d = await stack.linkedDevice();
    await stack.sim('POST', `/devices/${d.deviceId}/fail-next`, { count: 1 });
    const refused = await stack.api('/messages', d.key, { deviceId: d.deviceId, phoneNumber: '6281234567890', content: 'x' });
    expect(refused.status).toBe(502);
    await stack.sim('POST', `/devices/${d.deviceId}/disconnect`, { reason: 'connection-lost' });
    // The device's own event log shows the loss and the reconnection, in order.
    const statuses = async () => {
      const res = await fetch(`${stack.workerUrl}/events?deviceId=${d.deviceId}`, { headers: { 'X-API-Key': d.key } });
      const page = (await res.json()) as { items: { event: string; data: { status: string } }[] };
      return page.items.filter((e) => e.event === 'device.status').map((e) => e.data.status);
    };
    // From the first CONNECTED on: with WhatsApp (the emulator) a QR and its scan come before it.
    const sinceLinked = async () => {
      const all = await statuses();
      return all.slice(all.indexOf('CONNECTED'));
    };
    await waitUntil(async () => (await sinceLinked()).length >= 3, { timeoutMs: 15_000, what: 'the reconnection in the event log' });
    expect(await sinceLinked()).toEqual(['CONNECTED', 'DISCONNECTED', 'CONNECTED']);
    const ok = await stack.api('/messages', d.key, { deviceId: d.deviceId, phoneNumber: '6281234567890', content: 'x' });
    expect(ok.status).toBe(201);
  });

  it('ends a message FAILED with its code when WhatsApp takes it and refuses it after (an error ack)', async () => {
    const d = await stack.linkedDevice();
    // 479 (the server found the stanza invalid): a refusal with no way past it. A 463 is not final, Kurir
    // resends it to the contact's LID when the session knows one (test/e2e/delivery-and-history.test.ts).
    expect((await stack.sim('POST', `/devices/${d.deviceId}/fail-next`, { count: 1, code: 479 })).status).toBe(202);
    const sent = await stack.api<MessageRecord>('/messages', d.key, {
      deviceId: d.deviceId,
      phoneNumber: '6281234567890',
      content: 'Halo',
    });
    expect(sent.status).toBe(201);
    expect((await inboxStatuses(d.workspaceId, sent.body.id, 'FAILED')).at(-1)).toBe('FAILED');
    const res = await fetch(`${stack.workerUrl}/events?deviceId=${d.deviceId}`, { headers: { 'X-API-Key': d.key } });
    const receipts = ((await res.json()) as { items: { event: string; data: Record<string, unknown> }[] }).items.filter(
      (e) => e.event === 'message.receipt',
    );
    expect(receipts.map((e) => e.data)).toContainEqual(
      expect.objectContaining({ messageId: sent.body.messageId, status: 'FAILED', error: '479' }),
    );
    // The next send goes as usual.
    expect((await stack.api('/messages', d.key, { deviceId: d.deviceId, phoneNumber: '6281234567890', content: 'Lagi' })).status).toBe(201);
  });

  it('hands the devices of a session-node that dies to another running node within 30 s', async () => {
    const d = await stack.linkedDevice();
    const before = (await stack.admin('GET', `/devices/${d.deviceId}`)).body;
    // A second node beside the first; the device stays where it is while its node lives.
    await stack.startNode('node-spare', { SIM_CONTROL_PORT: '0' });
    await stack.stopNode('node-1', 'SIGKILL');
    const after = await stack.waitForStatus(d.deviceId, 'CONNECTED', 30_000);
    expect(after.phoneNumber).toBe(before.phoneNumber);
    expect(after.sessionId).toBe(before.sessionId);
    const sent = await stack.api<MessageRecord>('/messages', d.key, {
      deviceId: d.deviceId,
      phoneNumber: '6281234567890',
      content: 'diambil alih',
    });
    expect(sent.status).toBe(201);
    await stack.stopNode('node-spare');
    await stack.startNode('node-1');
    await stack.waitForStatus(d.deviceId, 'CONNECTED', 30_000);
  });

  it('resumes a linked device on a restarted session-node without a new linking', async () => {
    const d = await stack.linkedDevice();
    const before = (await stack.admin('GET', `/devices/${d.deviceId}`)).body;
    await stack.stopNode('node-1');
    await stack.waitForStatus(d.deviceId, 'DISCONNECTED');
    const refused = await stack.api<{ message: string }>('/messages', d.key, {
      deviceId: d.deviceId,
      phoneNumber: '6281234567890',
      content: 'x',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('DISCONNECTED');

    await stack.startNode('node-2');
    const after = await stack.waitForStatus(d.deviceId, 'CONNECTED');
    expect(after.phoneNumber).toBe(before.phoneNumber);
    expect(after.sessionId).toBe(before.sessionId);
    const sent = await stack.api<MessageRecord>('/messages', d.key, {
      deviceId: d.deviceId,
      phoneNumber: '6281234567890',
      content: 'setelah restart',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('SENT');
  });
});
