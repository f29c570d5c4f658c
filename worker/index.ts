export { default } from './app';
export { DeviceObject } from './devices/device-object';
export { FleetObject } from './nodes/fleet-object';
export { TeamsObject } from './teams/teams-object';
