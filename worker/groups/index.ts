export { contactCheckApi, groupApi } from './routes';
