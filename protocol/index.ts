/**
 * The wire protocol between the worker's Durable Objects and the session-nodes: the one module both
 * sides import. It holds zod schemas, the types drawn from them and a transport-agnostic RPC peer,
 * and imports no platform module (the linter and its own tsconfig hold it to that).
 */
export * from './content';
export * from './control-api';
export * from './frame-batch';
export * from './groups';
export * from './jpeg-size';
export * from './lru-map';
export * from './media-content';
export * from './message-kinds';
export * from './methods';
export * from './poll-vote';
export * from './reports';
export * from './rpc';
