import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DeviceObject, PASSED_ON } from '../../../worker/devices/device-object';
import { passOn } from '../../../worker/devices/passed-on';
import { connectedDevice } from '../helpers';

describe('the device object, composed of its features’ classes', () => {
  it('extends only DurableObject and has every method of every feature class, under its name', () => {
    const chain: string[] = [];
    for (let p = Object.getPrototypeOf(DeviceObject.prototype); p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
      chain.push(p.constructor.name);
    }
    expect(chain).toEqual(['DurableObject']);
    let methods = 0;
    for (const [, feature] of PASSED_ON) {
      for (const name of Object.getOwnPropertyNames(feature.prototype).filter((n) => n !== 'constructor')) {
        const method = Object.getOwnPropertyDescriptor(DeviceObject.prototype, name)?.value;
        expect(typeof method, `${feature.name}.${name}`).toBe('function');
        expect(method.name).toBe(name);
        methods++;
      }
    }
    // The lifecycle's 7, the team's 38, the groups' 14 and the messages' 10.
    expect(methods).toBe(69);
  });

  it('passes a call on to the instance the field holds, with its arguments, and answers what it answered', async () => {
    class Feature {
      constructor(private readonly k: number) {}
      times(a: number, b: number) {
        return a * b * this.k;
      }
      async later(a: string) {
        return `${a}!`;
      }
    }
    class Host {
      readonly held = new Feature(2);
    }
    passOn(Host, 'held', Feature);
    const host = new Host() as Host & { times(a: number, b: number): number; later(a: string): Promise<string> };
    expect(host.times(3, 4)).toBe(24);
    await expect(host.later('halo')).resolves.toBe('halo!');
  });

  it('refuses a method the object has already, rather than hide one of the two', () => {
    class One {
      view() {
        return 1;
      }
    }
    class Host {
      view() {
        return 0;
      }
    }
    expect(() => passOn(Host, 'one', One)).toThrow(/has a method view already/);
  });

  it('answers a passed-on method through the platform’s RPC, as a route calls it', async () => {
    // `view` is the lifecycle class's: reached through a stub, as every route reaches them.
    const s = await connectedDevice();
    const view = await env.DEVICE.get(env.DEVICE.idFromName(s.deviceId)).view(null);
    expect(view.ok && view.value.status).toBe('CONNECTED');
  });
});
