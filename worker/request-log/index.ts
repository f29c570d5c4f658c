export { type LogEntry, logRequest } from './request-log';
export { requestLogRoutes } from './routes';
export { requestLog } from './tables';
