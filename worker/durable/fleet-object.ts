import { DurableObject } from 'cloudflare:workers';
export class FleetObject extends DurableObject<Env> {}
