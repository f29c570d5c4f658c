export { buildReport, REPORT_KINDS, type ReportKind, rangeOf } from './report-kinds';
export { reportApi } from './routes';
export { reportQuerySchema } from './schemas';
