export { templateApi } from './routes';
export { templates } from './tables';
export { templateExists } from './templates';
