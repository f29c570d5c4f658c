import { countingStub } from '../shared/io-counts';
import type { FleetObject } from './fleet-object';

/** The one fleet object. */
export function fleetStub(env: Pick<Env, 'FLEET'>): DurableObjectStub<FleetObject> {
  return countingStub(env.FLEET.get(env.FLEET.idFromName('fleet')));
}
