export { REFERENCE_PATHS, referenceRoutes } from './routes';
