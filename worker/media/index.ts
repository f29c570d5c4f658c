export { mediaApi, nodeMediaApi } from './routes';
