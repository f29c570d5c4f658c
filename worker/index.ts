export { default } from './app';
export { DeviceObject } from './durable/device-object';
export { FleetObject } from './durable/fleet-object';
