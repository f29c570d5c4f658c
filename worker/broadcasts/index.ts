/** Broadcasts: campaigns to many recipients from one device, paced, capped and resumable; their routes and their part of the device object. */
export { broadcastDevice, broadcastsOf, listBroadcasts } from './broadcasts';
export { broadcastApi, devicePaceApi, workspaceBroadcastApi } from './routes';
export { broadcasts } from './tables';
