/**
 * What a node started with `KURIR_ENGINE=emulator` trusts: the WhatsApp emulator's root key (its
 * Noise certificate chain) and its media host's certificate, asked of the emulator's control API
 * once at start. Only this mode puts another root in Baileys' `WA_CERT_DETAILS`; a node for the
 * real WhatsApp has no setting that reaches it (config.ts refuses `EMULATOR_URL` there).
 */
import { Agent as HttpsAgent } from 'node:https';
import { WA_CERT_DETAILS } from '@whiskeysockets/baileys';
import { Agent as UndiciAgent } from 'undici';
import { z } from 'zod';
import type { SessionDevice } from '../../../protocol';

const trustSchema = z.object({ chatUrl: z.url(), rootPublicKey: z.base64(), mediaCertificate: z.string().min(1) });

/** The emulated WhatsApp as the Baileys engine uses it. */
export type EmulatedWhatsApp = {
  /** The socket URL of a device: the emulator's WebSocket, naming the device (its control API uses the id). */
  socketUrl(device: SessionDevice): string;
  /** Uploads to the media host (Node's https). */
  httpsAgent: HttpsAgent;
  /** Downloads from the media host (fetch). */
  dispatcher: UndiciAgent;
};

export async function trustEmulator(emulatorUrl: string): Promise<EmulatedWhatsApp> {
  let answer: unknown;
  try {
    const res = await fetch(`${emulatorUrl}/emulator`, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    answer = await res.json();
  } catch (error) {
    throw new Error(
      `the WhatsApp emulator at ${emulatorUrl} cannot be reached (${error instanceof Error ? error.message : String(error)}); start it first`,
    );
  }
  const trust = trustSchema.parse(answer);
  const rootKey = Buffer.from(trust.rootPublicKey, 'base64');
  if (rootKey.length !== 32) throw new Error('the emulator sent a root key that is not 32 bytes');
  WA_CERT_DETAILS.PUBLIC_KEY = rootKey;
  return {
    socketUrl: (device) => `${trust.chatUrl}?device=${encodeURIComponent(device.id)}`,
    httpsAgent: new HttpsAgent({ ca: trust.mediaCertificate, keepAlive: true }),
    dispatcher: new UndiciAgent({ connect: { ca: trust.mediaCertificate } }),
  };
}
