/** The wire schemas of each message kind: what a session accepts to send, and what it refuses before building anything. */
import { describe, expect, it } from 'vitest';
import { deviceToNode, outgoingContentSchema, reportSchema, sendParamsSchema, type UploadedMedia } from '../../protocol';

const issuesOf = (value: unknown): string[] => {
  const result = outgoingContentSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const UPLOADED: UploadedMedia = {
  type: 'image',
  url: 'https://mmg.whatsapp.net/v/t62/abc.enc',
  directPath: '/v/t62/abc.enc',
  mediaKey: 'AAEC',
  fileEncSha256: 'AwQF',
  fileSha256: 'BgcI',
  fileLength: 1234,
  mimeType: 'image/jpeg',
};
const KEY = { remoteJid: '6281200000002@s.whatsapp.net', id: '3EB0AA', fromMe: true };

describe('media content', () => {
  it('takes an image by URL with a caption, and a document with its file name', () => {
    expect(issuesOf({ kind: 'media', type: 'image', mimeType: 'image/png', url: 'https://w/node/media/d/1', caption: 'Promo' })).toEqual(
      [],
    );
    expect(issuesOf({ kind: 'media', type: 'document', mimeType: 'application/pdf', fileName: 'invoice.pdf', url: 'u' })).toEqual([]);
    expect(issuesOf({ kind: 'media', type: 'image', mimeType: 'image/jpeg', uploaded: UPLOADED })).toEqual([]);
  });

  it('needs exactly one of url and an uploaded reference, of its own type', () => {
    expect(issuesOf({ kind: 'media', type: 'image', mimeType: 'image/png' })).toEqual(['url: exactly one of url and uploaded is required']);
    expect(issuesOf({ kind: 'media', type: 'image', mimeType: 'image/png', url: 'u', uploaded: UPLOADED })).toHaveLength(1);
    expect(issuesOf({ kind: 'media', type: 'video', mimeType: 'video/mp4', uploaded: UPLOADED })).toEqual([
      'uploaded: is a image, not a video',
    ]);
  });

  it('refuses a voice note that is not OGG Opus, and one that is not audio', () => {
    expect(issuesOf({ kind: 'media', type: 'audio', mimeType: 'audio/ogg; codecs=opus', voiceNote: true, url: 'u' })).toEqual([]);
    expect(issuesOf({ kind: 'media', type: 'audio', mimeType: 'audio/mpeg', voiceNote: true, url: 'u' })).toEqual([
      'voiceNote: a voice note must be OGG Opus (audio/ogg; codecs=opus)',
    ]);
    expect(issuesOf({ kind: 'media', type: 'image', mimeType: 'image/png', voiceNote: true, url: 'u' })).toContain(
      'voiceNote: only audio is sent as a voice note',
    );
  });

  it('refuses a type outside the kind, a caption on audio or a sticker, and a nameless document', () => {
    expect(issuesOf({ kind: 'media', type: 'image', mimeType: 'image/gif', url: 'u' })).toEqual([
      'mimeType: image/gif is not a image type',
    ]);
    expect(issuesOf({ kind: 'media', type: 'sticker', mimeType: 'image/png', url: 'u' })).toHaveLength(1);
    expect(issuesOf({ kind: 'media', type: 'audio', mimeType: 'audio/mpeg', caption: 'x', url: 'u' })).toEqual([
      'caption: only an image, a video or a document carries a caption',
    ]);
    expect(issuesOf({ kind: 'media', type: 'document', mimeType: 'application/pdf', url: 'u' })).toEqual([
      'fileName: a document needs a file name',
    ]);
  });
});

describe('location, contacts and polls', () => {
  it('refuses coordinates off the globe', () => {
    expect(issuesOf({ kind: 'location', latitude: -6.2, longitude: 106.8, name: 'Toko' })).toEqual([]);
    expect(issuesOf({ kind: 'location', latitude: 91, longitude: 0 })).toHaveLength(1);
    expect(issuesOf({ kind: 'location', latitude: 0, longitude: -181 })).toHaveLength(1);
  });

  it('needs at least one contact, each with phone digits', () => {
    expect(issuesOf({ kind: 'contacts', contacts: [{ name: 'Kurir Andi', phoneNumber: '6281234567890' }] })).toEqual([]);
    expect(issuesOf({ kind: 'contacts', contacts: [] })).toHaveLength(1);
    expect(issuesOf({ kind: 'contacts', contacts: [{ name: 'Andi', phoneNumber: '+62 812' }] })).toHaveLength(1);
  });

  it('takes 2 to 12 different options, one answer unless multipleAnswers', () => {
    const parsed = outgoingContentSchema.parse({ kind: 'poll', question: 'Ukuran?', options: ['S', 'M'] });
    expect(parsed).toEqual({ kind: 'poll', question: 'Ukuran?', options: ['S', 'M'], multipleAnswers: false });
    expect(issuesOf({ kind: 'poll', question: 'Ukuran?', options: ['S'] })).toHaveLength(1);
    expect(issuesOf({ kind: 'poll', question: 'Ukuran?', options: Array.from({ length: 13 }, (_, i) => `o${i}`) })).toHaveLength(1);
    expect(issuesOf({ kind: 'poll', question: 'Ukuran?', options: ['S', 'S'] })).toEqual(['options: options must differ from each other']);
  });
});

describe('edits and deletes', () => {
  it('name a message this account sent', () => {
    expect(issuesOf({ kind: 'edit', target: KEY, text: 'Harga Rp 50.000' })).toEqual([]);
    expect(issuesOf({ kind: 'revoke', target: KEY })).toEqual([]);
    expect(issuesOf({ kind: 'edit', target: { ...KEY, fromMe: false }, text: 'x' })).toEqual([
      'target: only a message this account sent can be edited',
    ]);
    expect(issuesOf({ kind: 'revoke', target: { ...KEY, fromMe: false } })).toHaveLength(1);
    expect(issuesOf({ kind: 'edit', target: KEY, text: '' })).toHaveLength(1);
  });
});

describe('send params and the new methods', () => {
  it('go to a phone or a group, not both; typingMs and mentions are bounded', () => {
    const content = { kind: 'text', text: 'halo' };
    expect(sendParamsSchema.safeParse({ groupId: '120363012345678901@g.us', content, mentions: ['6281234567890'] }).success).toBe(true);
    expect(sendParamsSchema.safeParse({ to: '6281234567890', groupId: '120363012345678901@g.us', content }).success).toBe(false);
    expect(sendParamsSchema.safeParse({ groupId: '6281234567890@s.whatsapp.net', content }).success).toBe(false);
    expect(sendParamsSchema.safeParse({ to: '6281234567890', content, typingMs: 20_001 }).success).toBe(false);
    expect(sendParamsSchema.safeParse({ to: '6281234567890', content, mentions: ['abc'] }).success).toBe(false);
  });

  it('check at most 50 numbers at once, and presence needs one chat', () => {
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => `62812000000${String(i).padStart(2, '0')}`);
    expect(deviceToNode['contacts.check'].params.safeParse({ phoneNumbers: numbers(50) }).success).toBe(true);
    expect(deviceToNode['contacts.check'].params.safeParse({ phoneNumbers: numbers(51) }).success).toBe(false);
    expect(deviceToNode.presence.params.safeParse({ to: '6281234567890', state: 'composing' }).success).toBe(true);
    expect(deviceToNode.presence.params.safeParse({ state: 'composing' }).success).toBe(false);
    expect(deviceToNode.presence.params.safeParse({ to: '6281234567890', state: 'online' }).success).toBe(false);
  });

  it('the new reports carry their data, and a participant change names someone', () => {
    const base = { key: 'gp:1', name: 'group.participants' };
    const data = { id: '1', groupId: '120363012345678901@g.us', action: 'joined', author: null, timestamp: 1 };
    expect(
      reportSchema.safeParse({ ...base, data: { ...data, participants: [{ phoneNumber: '6281234567890', lid: null }] } }).success,
    ).toBe(true);
    expect(reportSchema.safeParse({ ...base, data: { ...data, participants: [] } }).success).toBe(false);
    expect(
      reportSchema.safeParse({ ...base, data: { ...data, action: 'modified', participants: [{ phoneNumber: null, lid: '1' }] } }).success,
    ).toBe(false);
  });
});
