/**
 * The groups the emulated WhatsApp knows. Groups are addressed by LID, as WhatsApp's new groups
 * are: participants by their LID, with the phone number beside it.
 */
import { randomInt } from 'node:crypto';
import type { BinaryNode } from '@whiskeysockets/baileys';
import { node } from '../wire/nodes';
import type { Account } from './accounts';

export type GroupRole = 'admin' | 'superadmin' | null;

export class Group {
  readonly participants = new Map<Account, GroupRole>();
  description = '';
  readonly creation = Math.floor(Date.now() / 1000);
  subjectTime = this.creation;

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
          ? [node('description', { id: String(this.subjectTime), participant: this.creator.lidJid }, [node('body', {}, this.description)])]
          : []),
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

  of(account: Account): Group[] {
    return [...this.byId.values()].filter((group) => group.has(account));
  }
}
