/** A status in words and colour (the colour is never the only sign: the word is always there). */
export type Tone = 'ok' | 'wait' | 'warn' | 'bad' | 'plain' | '';

const DEVICE_TONE: Record<string, Tone> = { CONNECTED: 'ok', QR: 'wait', CONNECTING: 'wait', DISCONNECTED: 'warn', LOGGED_OUT: 'bad' };
const DELIVERY_TONE: Record<string, Tone> = { SUCCEEDED: 'ok', PENDING: 'wait', FAILED: 'bad' };

export const deviceTone = (status: string): Tone => DEVICE_TONE[status] ?? 'wait';
export const deliveryTone = (status: string): Tone => DELIVERY_TONE[status] ?? 'wait';

export function Badge({ tone, label }: { tone: string; label: string }) {
  return <span class={`badge ${tone}`}>{label}</span>;
}
