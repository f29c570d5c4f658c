export { templateRoutes } from './routes';
export { templates } from './tables';
export { templateExists } from './templates';
