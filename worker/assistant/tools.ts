/**
 * The tools the assistant offers the model: its own `hand_over` (handled by the part, which ends
 * the turn) and the workspace's actions, plugged in through `ActionTools` (issue 39, item 4). A
 * call whose name nobody knows is answered "unknown tool", so the model can carry on.
 */
import type { Tool, ToolCall } from './chat-client';
import { HAND_OVER_TOOL } from './prompt';

/** The workspace's HTTP actions as the assistant sees them. */
export interface ActionTools {
  /** The actions the model may call (their JSON schemas). */
  tools(workspaceId: string): Promise<Tool[]>;
  /** Calls `call` when it names one of them, and answers what the model is told; null: not an action's name. */
  call(workspaceId: string, contact: string, call: ToolCall): Promise<string | null>;
}

/** No actions yet: the assistant has only `hand_over`. */
export const noActions: ActionTools = {
  tools: async () => [],
  call: async () => null,
};

export const isHandOver = (call: ToolCall) => call.name === HAND_OVER_TOOL.name;

/** Why the model asked for a person (`hand_over`'s `reason`), or a plain one. */
export function handOverReason(call: ToolCall): string {
  try {
    const args = JSON.parse(call.arguments) as { reason?: unknown };
    if (typeof args.reason === 'string' && args.reason.trim()) return args.reason.trim().slice(0, 300);
  } catch {
    // arguments that are not JSON: the plain reason
  }
  return 'the assistant asked for a person';
}

/** What the model is told for a call that is not `hand_over`: the action's answer, or that no such tool exists. */
export async function dispatchTool(actions: ActionTools, workspaceId: string, contact: string, call: ToolCall): Promise<string> {
  const answer = await actions.call(workspaceId, contact, call);
  return answer ?? JSON.stringify({ error: `unknown tool: ${call.name}` });
}
