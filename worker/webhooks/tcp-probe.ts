/**
 * After an attempt failed with one of the runtime's terse errors: does a plain TCP connection to
 * the receiver's host and port open? It tells a refused connection from a reset one, and a failed
 * TLS handshake from a host that cannot be reached (`attempt-error.ts`). Bounded in time, and the
 * socket is closed at once; nothing is sent on it.
 */
import { connect } from 'cloudflare:sockets';
import { PROBE_LIMIT_MS, type ProbeResult, type TcpProbe } from './attempt-error';

export const tcpProbe: TcpProbe = async (hostname, port) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const socket = connect({ hostname, port });
    const opened = socket.opened.then(
      (): ProbeResult => 'connected',
      (): ProbeResult => 'refused',
    );
    const late = new Promise<ProbeResult>((resolve) => {
      timer = setTimeout(() => resolve('silent'), PROBE_LIMIT_MS);
    });
    const result = await Promise.race([opened, late]);
    socket.close().catch(() => undefined);
    return result;
  } catch {
    return 'refused';
  } finally {
    clearTimeout(timer);
  }
};
