/**
 * The node's link to the fleet: it announces the node and receives the full list of devices the
 * node must hold, each time that list changes. A device link is opened per assigned device.
 */
import type { Logger } from 'pino';
import { fleetLinkEvents, parseEvent, parseFrame } from '../../protocol';
import type { Engine } from '../engines/engine';
import { DeviceLink } from './device-link';
import { ReconnectingSocket } from './reconnecting-socket';

export type FleetOptions = { workerUrl: string; nodeToken: string; nodeId: string; engine: Engine; logger: Logger };

export class FleetLink {
  private readonly socket: ReconnectingSocket;
  private readonly links = new Map<string, DeviceLink>();

  constructor(private readonly options: FleetOptions) {
    const url = `${options.workerUrl.replace(/^http/, 'ws')}/node/ws?nodeId=${encodeURIComponent(options.nodeId)}`;
    this.socket = new ReconnectingSocket(url, options.nodeToken, options.logger);
    this.socket.on('open', () => options.logger.info('linked to the worker'));
    this.socket.on('refused', (status, body) => options.logger.error({ status, body }, 'the worker refused this node'));
    this.socket.on('close', (code) => options.logger.warn({ code }, 'the link to the worker dropped; reconnecting'));
    this.socket.on('message', (text) => this.onMessage(text));
  }

  start(): void {
    this.socket.start();
  }

  async stop(): Promise<void> {
    this.socket.stop();
    await Promise.all([...this.links.values()].map((link) => link.stop()));
    this.links.clear();
  }

  private onMessage(text: string): void {
    const frame = parseFrame(text);
    const assign = frame?.t === 'evt' ? parseEvent(frame, 'assign', fleetLinkEvents.assign) : null;
    if (assign) void this.reconcile(assign.deviceIds);
    else this.options.logger.warn({ frame: frame?.t ?? 'none' }, 'ignoring a message from the fleet that breaks the protocol');
  }

  private async reconcile(deviceIds: string[]): Promise<void> {
    const wanted = new Set(deviceIds);
    const released = [...this.links.entries()].filter(([id]) => !wanted.has(id));
    for (const [id, link] of released) {
      this.links.delete(id);
      this.options.logger.info({ deviceId: id }, 'releasing device');
      await link.stop();
    }
    for (const id of wanted) {
      if (this.links.has(id)) continue;
      this.options.logger.info({ deviceId: id }, 'holding device');
      const link = new DeviceLink(id, { ...this.options, logger: this.options.logger.child({ deviceId: id }) });
      this.links.set(id, link);
      link.start();
    }
  }
}
