export { type LabelRef, type LabelRow, labelsOf, listLabels, presentLabel } from './labels';
export { contactLabelApi, conversationLabelBulkApi, deviceConversationLabelApi, labelApi } from './routes';
export { LABEL_COLORS, type LabelColor } from './tables';
