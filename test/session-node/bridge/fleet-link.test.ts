/**
 * The fleet link against a local `ws` server playing the worker: the fleet object's `assign` says
 * which devices the node holds, and the node opens (or closes) one device link per device.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { FleetLink } from '../../../session-node/bridge/fleet-link';
import type { Engine } from '../../../session-node/engines/engine';

const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fleet() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  let fleetSocket: WebSocket | null = null;
  /** Device links open now, by the device id in their URL, and every device ever linked. */
  const deviceLinks = new Map<string, WebSocket>();
  const everLinked: string[] = [];
  wss.on('connection', (ws, request) => {
    const url = new URL(request.url ?? '/', 'http://worker');
    const device = /^\/node\/devices\/([^/]+)\/ws$/.exec(url.pathname)?.[1];
    if (url.pathname === '/node/ws') fleetSocket = ws;
    if (!device) return;
    const id = decodeURIComponent(device);
    deviceLinks.set(id, ws);
    everLinked.push(id);
    ws.on('close', () => {
      if (deviceLinks.get(id) === ws) deviceLinks.delete(id);
    });
  });
  const engine: Engine = { name: 'simulator', start: vi.fn(), close: async () => undefined };
  const link = new FleetLink({
    workerUrl: `http://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    nodeToken: 'node-token-0123456789',
    nodeId: 'node-a',
    engine,
    logger: pino({ level: 'silent' }),
  });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  );
  cleanups.push(() => link.stop());
  link.start();
  const fleetLink = await vi.waitFor(() => {
    if (!fleetSocket) throw new Error('the node has not linked to the fleet');
    return fleetSocket;
  });
  return { deviceLinks, everLinked, send: (frame: unknown) => fleetLink.send(typeof frame === 'string' ? frame : JSON.stringify(frame)) };
}

describe('the fleet link', () => {
  it('holds exactly the devices the fleet assigns, each over a device link of its own', async () => {
    const { deviceLinks, send } = await fleet();
    send({ t: 'evt', name: 'assign', data: { deviceIds: ['dev_a', 'dev_b'] } });
    await vi.waitFor(() => expect([...deviceLinks.keys()].sort()).toEqual(['dev_a', 'dev_b']));

    send({ t: 'evt', name: 'assign', data: { deviceIds: ['dev_b', 'dev_c'] } });
    await vi.waitFor(() => expect([...deviceLinks.keys()].sort()).toEqual(['dev_b', 'dev_c']));
  });

  it('ignores messages that break the protocol: the devices held stay held', async () => {
    const { deviceLinks, everLinked, send } = await fleet();
    send({ t: 'evt', name: 'assign', data: { deviceIds: ['dev_z'] } });
    const held = await vi.waitFor(() => {
      const ws = deviceLinks.get('dev_z');
      if (!ws) throw new Error('dev_z not linked yet');
      return ws;
    });
    send('not json');
    send({ t: 'evt', name: 'assign', data: { deviceIds: 'dev_a' } });
    send({ t: 'evt', name: 'assign', data: { deviceIds: ['dev_z', 'dev_y'] } });
    // Messages are read in order: once dev_y is linked, the two before it were read too.
    await vi.waitFor(() => expect([...deviceLinks.keys()].sort()).toEqual(['dev_y', 'dev_z']));
    expect(deviceLinks.get('dev_z')).toBe(held);
    expect(everLinked).toEqual(['dev_z', 'dev_y']);
  });
});
