export { mediaRoutes, nodeMediaRoutes } from './routes';
