import { DurableObject } from 'cloudflare:workers';
export class DeviceObject extends DurableObject<Env> {}
