export { eventApi } from './routes';
