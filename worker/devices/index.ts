export { DeviceObject } from './device-object';
export { deviceApi, workspaceDeviceApi } from './routes';
