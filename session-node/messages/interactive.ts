import type { BinaryNode, proto } from '@whiskeysockets/baileys';
import type { InteractiveContent } from '../../worker/wire-protocol';
import { EngineError } from '../engines/engine';
import type { BuildContext } from './build';

export async function buildInteractive(
  _jid: string,
  _content: InteractiveContent,
  _context: BuildContext,
): Promise<{ content: proto.IMessage; additionalNodes: BinaryNode[] }> {
  throw new EngineError('bad-request', 'interactive messages are not built yet');
}
