/**
 * Poll votes decrypted with the protocol's WebCrypto code, against Baileys' own crypto: a vote
 * encrypted as WhatsApp does it (Baileys' `hmacSign`, `aesEncryptGCM` and `PollVoteMessage`
 * encoding, the inverse of its `decryptPollVote`) decrypts to the options chosen, and a vote
 * encrypted by the protocol (the simulator's voter) decrypts with Baileys' `decryptPollVote`.
 */
import { randomBytes } from 'node:crypto';
import { aesEncryptGCM, decryptPollVote as baileysDecryptPollVote, hmacSign, proto, sha256 } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { decryptPollVote, encryptPollVote, toBase64 } from '../../protocol';

const OPTIONS = ['S', 'M', 'L', 'XL'];
const POLL_ID = '3EB0C0FFEE1234567890';
const CREATOR_PN = '6281100000001@s.whatsapp.net';
const CREATOR_LID = '111111111111111@lid';
const VOTER_PN = '6281200000002@s.whatsapp.net';
const VOTER_LID = '222222222222222@lid';

/** A vote as a voter's phone makes it, with Baileys' crypto helpers (the inverse of its decryptPollVote). */
function baileysVote(secret: Buffer, selected: string[], creatorJid: string, voterJid: string) {
  const plain = proto.Message.PollVoteMessage.encode({
    selectedOptions: selected.map((option) => sha256(Buffer.from(option))),
  }).finish();
  const sign = Buffer.concat([
    Buffer.from(POLL_ID),
    Buffer.from(creatorJid),
    Buffer.from(voterJid),
    Buffer.from('Poll Vote'),
    Buffer.from([1]),
  ]);
  const key = hmacSign(sign, hmacSign(secret, new Uint8Array(32), 'sha256'), 'sha256');
  const iv = randomBytes(12);
  const encPayload = aesEncryptGCM(plain, key, iv, Buffer.from(`${POLL_ID}\u0000${voterJid}`));
  return { encPayload: toBase64(encPayload), encIv: toBase64(iv) };
}

describe('decrypting a poll vote', () => {
  it('a vote WhatsApp encrypted names the options chosen, by their texts', async () => {
    const secret = randomBytes(32);
    const vote = baileysVote(secret, ['M', 'XL'], CREATOR_PN, VOTER_PN);
    const selected = await decryptPollVote({
      pollMessageId: POLL_ID,
      ...vote,
      creatorJids: [CREATOR_PN],
      voterJids: [VOTER_PN],
      secret: toBase64(secret),
      options: OPTIONS,
    });
    expect(selected).toEqual(['M', 'XL']);
  });

  it('finds the addresses the vote was made with among phone and LID candidates', async () => {
    const secret = randomBytes(32);
    const vote = baileysVote(secret, ['L'], CREATOR_LID, VOTER_LID);
    const selected = await decryptPollVote({
      pollMessageId: POLL_ID,
      ...vote,
      creatorJids: [CREATOR_PN, CREATOR_LID],
      voterJids: [VOTER_PN, VOTER_LID],
      secret: toBase64(secret),
      options: OPTIONS,
    });
    expect(selected).toEqual(['L']);
  });

  it('an empty selection is a withdrawn vote, not a failure', async () => {
    const secret = randomBytes(32);
    const vote = baileysVote(secret, [], CREATOR_PN, VOTER_PN);
    const input = { pollMessageId: POLL_ID, ...vote, creatorJids: [CREATOR_PN], voterJids: [VOTER_PN], options: OPTIONS };
    expect(await decryptPollVote({ ...input, secret: toBase64(secret) })).toEqual([]);
  });

  it('the wrong secret or addresses outside the candidates decrypt nothing', async () => {
    const secret = randomBytes(32);
    const vote = baileysVote(secret, ['S'], CREATOR_LID, VOTER_PN);
    const input = { pollMessageId: POLL_ID, ...vote, voterJids: [VOTER_PN], options: OPTIONS };
    expect(await decryptPollVote({ ...input, creatorJids: [CREATOR_LID], secret: toBase64(randomBytes(32)) })).toBeNull();
    expect(await decryptPollVote({ ...input, creatorJids: [CREATOR_PN], secret: toBase64(secret) })).toBeNull();
  });
});

describe('encrypting a poll vote (the simulator’s voters)', () => {
  it('Baileys’ decryptPollVote reads it as the hashes of the options chosen', async () => {
    const secret = randomBytes(32);
    const vote = await encryptPollVote(['S', 'L'], { secret, pollMessageId: POLL_ID, creatorJid: CREATOR_PN, voterJid: VOTER_PN });
    const decrypted = baileysDecryptPollVote(vote, {
      pollEncKey: secret,
      pollMsgId: POLL_ID,
      pollCreatorJid: CREATOR_PN,
      voterJid: VOTER_PN,
    });
    const hashes = decrypted.selectedOptions.map((hash) => Buffer.from(hash).toString('hex'));
    expect(hashes).toEqual(['S', 'L'].map((option) => sha256(Buffer.from(option)).toString('hex')));
  });
});
