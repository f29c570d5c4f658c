export { buildReport, REPORT_KINDS, type ReportKind, rangeOf } from './report-kinds';
export type {
  AssistantReport,
  CampaignsReport,
  ChatbotReport,
  DeliveryReport,
  HealthReport,
  InboxReport,
  MessagesReport,
  WebhooksReport,
} from './reports';
export { reportApi } from './routes';
export { reportQuerySchema } from './schemas';
