export { healthApi } from './routes';
