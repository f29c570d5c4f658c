export { FleetObject } from './fleet-object';
export { nodeApi } from './routes';
