export { type DeviceRow, listDevices } from './device-list';
export { DeviceObject, type DeviceView } from './device-object';
export { deviceApi, workspaceDeviceApi } from './routes';
export { deviceParam, deviceStub, unwrap } from './stub';
export { devices } from './tables';
