export { type DeviceRow, listDevices } from './device-list';
export type { DeviceView } from './device-state';
export { deviceParam, deviceStub } from './stub';
export { devices } from './tables';
