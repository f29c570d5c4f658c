/**
 * Whether a device can send now: CONNECTED, and held by a session-node. Asked by every path that
 * sends (the API's sends, the inbox's replies, the chatbot, the broadcasts' runner), so that all of
 * them refuse alike.
 */
import type { Outcome } from '../shared/outcome';
import type { DeviceIdentity, DeviceState, DeviceStateStore } from './device-state';

export class SendGate {
  constructor(
    private readonly state: DeviceStateStore,
    /** The link to the session-node (`nodes/node-link.ts`): whether one holds the device now. */
    private readonly link: { held(): boolean },
  ) {}

  /** The 409 a send is answered when the device (in state `s`) cannot send, else null. */
  refusal(s: DeviceState = this.state.get()): Outcome<never> | null {
    if (s.status === 'CONNECTED' && this.link.held()) return null;
    return { ok: false, status: 409, message: `device is not connected (status ${s.status})` };
  }

  /** The device, when it exists and can send now; else null. */
  ready(): DeviceIdentity | null {
    if (!this.state.exists()) return null;
    const s = this.state.get();
    return s.info && !this.refusal(s) ? s.info : null;
  }
}
