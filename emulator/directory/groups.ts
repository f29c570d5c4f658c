/**
 * The groups the emulated WhatsApp knows. Groups are addressed by LID, as WhatsApp's new groups
 * are: participants by their LID, with the phone number beside it.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { BinaryNode } from '@whiskeysockets/baileys';
import { node } from '../wire/nodes';
import type { Account } from './accounts';

export type GroupRole = 'admin' | 'superadmin' | null;

/** A group's picture: WhatsApp's id of it, the JPEG, and where the media host serves it. */
export type GroupPicture = { id: string; jpeg: Buffer; url: string | null };

/** An invite code as WhatsApp's look: 22 letters and digits. */
export function newInviteCode(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(22), (byte) => alphabet.charAt(byte % alphabet.length)).join('');
}

let lastPictureId = 0;

/** A picture id as WhatsApp's look (seconds since the epoch), never the same twice. */
export function newPictureId(): string {
  lastPictureId = Math.max(lastPictureId + 1, Math.floor(Date.now() / 1000));
  return String(lastPictureId);
}

export class Group {
  readonly participants = new Map<Account, GroupRole>();
  description = '';
  /** The description's id (a new one per change), its author and time. */
  descriptionId = '';
  descriptionOwner: Account | null = null;
  descriptionTime = 0;
  readonly creation = Math.floor(Date.now() / 1000);
  subjectTime = this.creation;
  /** Only admins send (`announcement`). */
  announce = false;
  /** Only admins edit the subject, description and picture (`locked`). */
  restrict = false;
  picture: GroupPicture | null = null;
  inviteCode = newInviteCode();

  constructor(
    /** The digits before `@g.us`. */
    readonly id: string,
    public subject: string,
    readonly creator: Account,
    public subjectOwner: Account = creator,
  ) {}

  get jid(): string {
    return `${this.id}@g.us`;
  }

  has(account: Account): boolean {
    return this.participants.has(account);
  }

  isAdmin(account: Account): boolean {
    const role = this.participants.get(account);
    return role === 'admin' || role === 'superadmin';
  }

  /** Whether `account` may change the subject, description and picture: any member, or only admins once the group is locked. */
  mayEdit(account: Account): boolean {
    return this.has(account) && (!this.restrict || this.isAdmin(account));
  }

  /** The group as `w:g2` answers describe it (`extractGroupMetadata` reads it). */
  toNode(): BinaryNode {
    return node(
      'group',
      {
        id: this.id,
        subject: this.subject,
        s_t: String(this.subjectTime),
        s_o: this.subjectOwner.lidJid,
        s_o_pn: this.subjectOwner.pnJid,
        creation: String(this.creation),
        creator: this.creator.lidJid,
        creator_pn: this.creator.pnJid,
        addressing_mode: 'lid',
        size: String(this.participants.size),
      },
      [
        ...[...this.participants].map(([account, role]) =>
          node('participant', { jid: account.lidJid, phone_number: account.pnJid, type: role ?? undefined }),
        ),
        ...(this.description
          ? [
              node(
                'description',
                {
                  id: this.descriptionId,
                  participant: (this.descriptionOwner ?? this.creator).lidJid,
                  participant_pn: (this.descriptionOwner ?? this.creator).pnJid,
                  t: String(this.descriptionTime || this.creation),
                },
                [node('body', {}, this.description)],
              ),
            ]
          : []),
        ...(this.announce ? [node('announcement', {})] : []),
        ...(this.restrict ? [node('locked', {})] : []),
      ],
    );
  }
}

export class Groups {
  private readonly byId = new Map<string, Group>();

  create(creator: Account, subject: string, participants: ReadonlyArray<{ account: Account; role: GroupRole }>): Group {
    let id = '';
    while (!id || this.byId.has(id)) id = `120363${String(randomInt(100_000_000, 999_999_999))}${String(randomInt(100_000, 999_999))}`;
    const group = new Group(id, subject, creator);
    group.participants.set(creator, 'superadmin');
    for (const { account, role } of participants) if (account !== creator) group.participants.set(account, role);
    this.byId.set(id, group);
    return group;
  }

  get(jid: string): Group | undefined {
    return this.byId.get(jid.replace(/@g\.us$/, ''));
  }

  /** The group whose current invite code is `code`. */
  byInvite(code: string): Group | undefined {
    return [...this.byId.values()].find((group) => group.inviteCode === code);
  }

  of(account: Account): Group[] {
    return [...this.byId.values()].filter((group) => group.has(account));
  }
}
