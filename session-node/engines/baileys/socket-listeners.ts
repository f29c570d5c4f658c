/**
 * The listeners a session puts on its sockets: Baileys' events (`listen`) and the socket's stanzas
 * themselves (`listenRaw`, `CB:tag,attr:value,child`). Each runs only while its socket is the
 * session's current one (a stale socket's late events must not reach its successor's reports), a
 * handler that throws is logged, and `removeAll` takes them all off when the socket goes.
 */
import type { BaileysEventMap, BinaryNode, WASocket } from '@whiskeysockets/baileys';

type Emitter = {
  on(event: string, listener: (data: unknown) => void): unknown;
  off(event: string, listener: (data: unknown) => void): unknown;
};

export class SocketListeners {
  private removers: Array<() => void> = [];

  constructor(
    private readonly current: () => WASocket | null,
    private readonly logger: { error(details: object, message: string): void },
  ) {}

  listen<E extends keyof BaileysEventMap>(sock: WASocket, event: E, handler: (data: BaileysEventMap[E]) => void): void {
    this.subscribe(sock, sock.ev as unknown as Emitter, event, handler as (data: unknown) => void);
  }

  listenRaw(sock: WASocket, event: string, handler: (node: BinaryNode) => void): void {
    this.subscribe(sock, sock.ws as unknown as Emitter, event, handler as (data: unknown) => void);
  }

  removeAll(): void {
    for (const remove of this.removers) remove();
    this.removers = [];
  }

  private subscribe(sock: WASocket, emitter: Emitter, event: string, handler: (data: unknown) => void): void {
    const listener = (data: unknown) => {
      if (sock !== this.current()) return;
      try {
        handler(data);
      } catch (error) {
        this.logger.error({ err: error, event }, 'handling a socket event failed');
      }
    };
    emitter.on(event, listener);
    this.removers.push(() => emitter.off(event, listener));
  }
}
