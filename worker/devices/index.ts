export { type DeviceRow, listDevices } from './device-list';
export { DeviceObject, type DeviceView } from './device-object';
export { deviceRoutes, workspaceDeviceRoutes } from './routes';
export { deviceParam, deviceStub, unwrap } from './stub';
export { devices } from './tables';
