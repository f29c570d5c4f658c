export { type LogEntry, logRequests } from './request-log';
export { listRequestLog, type RequestLogFilter } from './request-log-list';
export { requestLogApi } from './routes';
export { requestLog } from './tables';
