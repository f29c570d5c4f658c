export { DeviceObject } from './device-object';
export { deviceApi, deviceOptionsSchema, workspaceDeviceApi } from './routes';
