/** What the server's stanza handlers share: the directory, the groups, delivery and the hooks. */
import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Logger } from 'pino';
import type { Account, Device, Directory } from '../directory/accounts';
import type { Groups } from '../directory/groups';
import type { Delivery } from './delivery';
import type { ServerHooks } from './events';
import type { Pairings } from './pairing';

/**
 * Where clients upload media, and the token each device uploads with; `publish` serves a group's
 * picture from the media host and answers its URL (absent: pictures have no URL).
 */
export type MediaConn = { hostname: string; authFor(device: Device): string; publish?(bytes: Buffer): string };

export interface ServerContext {
  readonly directory: Directory;
  readonly groups: Groups;
  readonly delivery: Delivery;
  readonly pairings: Pairings;
  readonly hooks: ServerHooks;
  readonly logger: Logger;
  readonly media: MediaConn;
  /** The account of `pn`, made on first use (a new phone) unless the number is missing. */
  accountFor(pn: string): Promise<Account | null>;
  /** Sends `stanza` to every device of `account` (but `except`), held for those away. */
  deliverToAccount(account: Account, stanza: (device: Device) => BinaryNode | null, except?: Device): Device[];
  /** The device is unlinked: it is forgotten and its connection ends with 401. */
  unlink(device: Device): void;
}
