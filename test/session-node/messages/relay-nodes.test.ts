import { type BinaryNode, decodeBinaryNode, encodeBinaryNode, getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { buildOutgoing } from '../../../session-node/messages/build';
import { isRelayVariant, RELAY_VARIANTS, relayNodes } from '../../../session-node/messages/interactive';
import { buildContext, interactive, PEER_JID, PEER_PHONE } from './helpers';

const GROUP_JID = '120363000000000001@g.us';
const LID_JID = '123456789012345@lid';

/** The nodes as the server receives them: inside a `<message>` stanza, through WhatsApp's binary codec. */
async function onTheWire(to: string, nodes: BinaryNode[]): Promise<BinaryNode> {
  const stanza: BinaryNode = { tag: 'message', attrs: { id: '3EB0STANZA01', to, type: 'text' }, content: nodes };
  return decodeBinaryNode(encodeBinaryNode(stanza));
}

function nativeFlowOf(biz: BinaryNode | undefined): BinaryNode | undefined {
  const interactiveNode = biz ? getBinaryNodeChild(biz, 'interactive') : undefined;
  return interactiveNode ? getBinaryNodeChild(interactiveNode, 'native_flow') : undefined;
}

describe('the relay nodes of an interactive message', () => {
  it('in a one-to-one chat announce native-flow buttons and a business bot', async () => {
    const built = await buildOutgoing(
      { to: PEER_PHONE, content: interactive({ type: 'copy-code', body: 'Kode', copyCode: 'HEMAT50' }) },
      buildContext(),
    );
    const stanza = await onTheWire(built.jid, built.additionalNodes);

    const bizNodes = getBinaryNodeChildren(stanza, 'biz');
    expect(bizNodes).toHaveLength(1);
    const interactiveNode = getBinaryNodeChild(bizNodes[0], 'interactive');
    expect(interactiveNode?.attrs).toEqual({ type: 'native_flow', v: '1' });
    expect(nativeFlowOf(bizNodes[0])?.attrs).toEqual({ v: '9', name: 'mixed' });
    expect(getBinaryNodeChildren(stanza, 'bot').map((n) => n.attrs)).toEqual([{ biz_bot: '1' }]);
  });

  it('in a chat addressed by LID also carry the bot node', async () => {
    const stanza = await onTheWire(LID_JID, relayNodes(LID_JID, 'mixed'));
    expect(getBinaryNodeChildren(stanza, 'bot')).toHaveLength(1);
    expect(getBinaryNodeChildren(stanza, 'biz')).toHaveLength(1);
  });

  it('in a group carry the biz node but no bot node', async () => {
    const stanza = await onTheWire(GROUP_JID, relayNodes(GROUP_JID, 'mixed'));
    expect(getBinaryNodeChildren(stanza, 'bot')).toHaveLength(0);
    expect(getBinaryNodeChildren(stanza, 'biz')).toHaveLength(1);
    expect(nativeFlowOf(getBinaryNodeChild(stanza, 'biz'))?.attrs.name).toBe('mixed');
  });

  it('use the mixed flow name whatever the buttons are', async () => {
    for (const content of [
      interactive({ type: 'url-button', body: 'b', buttonLabel: 'Buka', url: 'https://example.com' }),
      interactive({ type: 'quick-reply', body: 'b', buttons: [{ id: 'a', label: 'A' }] }),
      interactive({
        type: 'list',
        body: 'b',
        buttonLabel: 'Menu',
        sections: [{ title: 's', rows: [{ id: 'r', title: 'R' }] }],
      }),
    ]) {
      const built = await buildOutgoing({ to: PEER_PHONE, content }, buildContext());
      const stanza = await onTheWire(built.jid, built.additionalNodes);
      expect(nativeFlowOf(getBinaryNodeChild(stanza, 'biz'))?.attrs.name).toBe('mixed');
    }
  });

  it('in the mixed-qc variant add third-party quality control inside the one biz node', async () => {
    const stanza = await onTheWire(PEER_JID, relayNodes(PEER_JID, 'mixed-qc'));
    const bizNodes = getBinaryNodeChildren(stanza, 'biz');
    expect(bizNodes).toHaveLength(1);
    expect(getBinaryNodeChild(bizNodes[0], 'quality_control')?.attrs).toEqual({ source_type: 'third_party' });
    expect(nativeFlowOf(bizNodes[0])?.attrs.name).toBe('mixed');
  });

  it('in the mixed-full variant also carry the privacy attributes peers measured', async () => {
    const now = Date.UTC(2026, 0, 1);
    const stanza = await onTheWire(PEER_JID, relayNodes(PEER_JID, 'mixed-full', now));
    const biz = getBinaryNodeChild(stanza, 'biz');
    expect(biz?.attrs).toEqual({
      actual_actors: '2',
      host_storage: '2',
      privacy_mode_ts: String(now / 1000 - 77_980_457),
    });
    expect(biz ? getBinaryNodeChild(biz, 'quality_control')?.attrs.source_type : undefined).toBe('third_party');
  });

  it('follow the variant the session was configured with', async () => {
    const content = interactive({ type: 'copy-code', body: 'Kode', copyCode: 'HEMAT50' });
    const none = await buildOutgoing({ to: PEER_PHONE, content }, buildContext({ relayVariant: 'none' }));
    expect(none.additionalNodes).toEqual([]);
    expect(none.message.message?.interactiveMessage).toBeTruthy();

    const qc = await buildOutgoing({ to: PEER_PHONE, content }, buildContext({ relayVariant: 'mixed-qc' }));
    const stanza = await onTheWire(qc.jid, qc.additionalNodes);
    expect(getBinaryNodeChild(stanza, 'biz')?.content).toHaveLength(2);
  });

  it('never hold two biz or two bot nodes in any variant', () => {
    for (const variant of RELAY_VARIANTS) {
      for (const jid of [PEER_JID, LID_JID, GROUP_JID]) {
        const nodes = relayNodes(jid, variant);
        expect(nodes.filter((n) => n.tag === 'biz').length).toBeLessThanOrEqual(1);
        expect(nodes.filter((n) => n.tag === 'bot').length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('accept only known variant names from configuration', () => {
    expect(isRelayVariant('mixed-qc')).toBe(true);
    expect(isRelayVariant('cta_url')).toBe(false);
  });
});
