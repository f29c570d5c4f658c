/**
 * Linking a Kurir device as its owner would: scanning its QR with the account's phone, or typing
 * the pairing code it shows on the phone of the number it asked for. A scan with no number makes
 * a new account; with a number, that account's phone links one more device.
 */
import type { EnterCodeRequest, ScanRequest } from '../../protocol';
import type { Device } from '../directory/accounts';
import { approveCode, approveQr, LinkingError, readQr } from '../phones/linking';
import type { Phone } from '../phones/phone';
import type { PhoneBook } from '../phones/phone-book';
import type { PhoneApproval, Registration } from '../server/pairing';
import type { WhatsAppServer } from '../server/whatsapp-server';
import { ControlError } from './contacts';

export type LinkingDeps = { server: WhatsAppServer; phones: PhoneBook; newlyLinked: Set<Device> };

/** The phone approves the companion (`approve`), the server links it; a linking mistake is a 400. */
async function finish(
  deps: LinkingDeps,
  registration: Registration,
  phone: Phone,
  approve: (keyIndex: number) => Promise<PhoneApproval>,
): Promise<{ phoneNumber: string }> {
  try {
    const approval = await approve(phone.account.nextKeyIndex());
    const device = await deps.server.pairings.link(registration, phone.account, approval);
    deps.newlyLinked.add(device);
    return { phoneNumber: phone.account.pn };
  } catch (error) {
    if (error instanceof LinkingError) throw new ControlError(400, error.message);
    throw error;
  }
}

export async function linkByQr(deps: LinkingDeps, request: ScanRequest): Promise<{ phoneNumber: string }> {
  let qr: ReturnType<typeof readQr>;
  try {
    qr = readQr(request.qr);
  } catch (error) {
    throw new ControlError(400, error instanceof Error ? error.message : String(error));
  }
  const registration = deps.server.pairings.byQrRef(qr.ref);
  if (!registration) throw new ControlError(404, 'no device is showing this QR now (it may have expired, or the device linked already)');
  const phone = await deps.phones.newAccount(request.phoneNumber);
  return finish(deps, registration, phone, async (keyIndex) => approveQr(qr, registration, phone.identity, keyIndex));
}

export async function linkByCode(deps: LinkingDeps, request: EnterCodeRequest): Promise<{ phoneNumber: string }> {
  const registration = deps.server.pairings.byCodeNumber(request.phoneNumber);
  if (!registration) throw new ControlError(404, `no device asked for a pairing code for ${request.phoneNumber}`);
  const phone = await deps.phones.ensure(request.phoneNumber);
  return finish(deps, registration, phone, (keyIndex) =>
    approveCode(request.code, registration, phone.identity, keyIndex, (wrapped) =>
      deps.server.pairings.sendPrimaryHello(registration, Buffer.from(phone.identity.public), wrapped),
    ),
  );
}
