export { FleetObject } from './fleet-object';
export { nodeRoutes } from './routes';
