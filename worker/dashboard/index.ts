export { faviconIco } from './assets';
export { dashboardRoutes } from './routes';
