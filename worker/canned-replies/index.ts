export {
  type CannedReplyRow,
  cannedReplyInputSchema,
  createCannedReply,
  deleteCannedReply,
  getCannedReply,
  listCannedReplies,
  matchCannedReplies,
  PICKER_MAX,
  updateCannedReply,
} from './canned-replies';
export { type ContactFacts, contactVariables } from './contact-variables';
export { cannedReplyApi } from './routes';
export { cannedReplies } from './tables';
