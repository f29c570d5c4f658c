/**
 * Shows each device's QR in the node's terminal as well, so that linking a phone with `npm start`
 * needs no other tool: the engine's status reports pass through unchanged, and every new QR string
 * (WhatsApp offers a new one every 20 s or so) is logged with the device's id and name and drawn
 * once on stdout. `KURIR_TERMINAL_QR=false` turns it off (a server whose logs nobody scans from).
 */
import type { Logger } from 'pino';
import qrcode from 'qrcode-terminal';
import type { Engine } from './engines/engine';

/** The QR as block characters, two rows per line, for a terminal. */
export function renderQr(qr: string): string {
  let rendered = '';
  qrcode.generate(qr, { small: true }, (text) => {
    rendered = text;
  });
  return rendered;
}

export interface TerminalQrOptions {
  logger: Logger;
  /** Where the drawing goes; stdout by default. */
  write?: (text: string) => void;
  render?: (qr: string) => string;
}

export function withTerminalQr(
  engine: Engine,
  { logger, write = (text) => process.stdout.write(text), render = renderQr }: TerminalQrOptions,
): Engine {
  return {
    name: engine.name,
    close: () => engine.close(),
    start(context) {
      const { device, report } = context;
      let shown: string | null = null;
      return engine.start({
        ...context,
        report: {
          receipt: (event) => report.receipt(event),
          retrying: (event) => report.retrying(event),
          health: (event) => report.health(event),
          history: (data) => report.history(data),
          messagesStored: (messages) => report.messagesStored(messages),
          inbound: (event, stored) => report.inbound(event, stored),
          reaction: (event) => report.reaction(event),
          call: (event) => report.call(event),
          pollVote: (event) => report.pollVote(event),
          messageEdited: (event) => report.messageEdited(event),
          messageRevoked: (event) => report.messageRevoked(event),
          groupParticipants: (event) => report.groupParticipants(event),
          groupUpdated: (event) => report.groupUpdated(event),
          status: (event) => {
            report.status(event);
            if (event.status !== 'QR' || !event.qr || event.qr === shown) return;
            shown = event.qr;
            logger.info(
              { device: device.id, name: device.name },
              `device "${device.name}" (${device.id}) waits for a scan: WhatsApp > Linked devices > Link a device`,
            );
            write(`\n${device.name} (${device.id})\n${render(event.qr)}\n`);
          },
        },
      });
    },
  };
}
