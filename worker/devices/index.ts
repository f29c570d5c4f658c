export { unwrap } from '../shared/outcome';
export { type DeviceRow, listDevices } from './device-list';
export { DeviceObject, type DeviceView } from './device-object';
export { deviceApi, deviceOptionsSchema, workspaceDeviceApi } from './routes';
export { deviceParam, deviceStub } from './stub';
export { devices } from './tables';
