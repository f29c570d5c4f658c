/**
 * How a device's object takes the RPC methods its features' classes hold (`device-lifecycle-rpc.ts`,
 * `device-team-rpc.ts`, `device-groups-rpc.ts`, `device-message-rpc.ts`) without extending them:
 * each method is put on the object's prototype, where the platform's RPC looks for an object's
 * methods, as a method that passes the call on to that class's instance on the object. The object's
 * type says the same methods (its interface, `device-object.ts`), and a test checks that each of
 * them is there.
 *
 * A feature's class therefore keeps only its RPC methods on its prototype: a helper of its own is a
 * function of its module, or it would be passed on too.
 */

type Class = abstract new (...args: never[]) => object;

/** Every method of `feature`'s prototype on `object`'s, calling the same method of the instance's `field`. */
export function passOn(object: Class, field: string, feature: Class): void {
  for (const name of Object.getOwnPropertyNames(feature.prototype)) {
    if (name === 'constructor') continue;
    if (name in object.prototype) throw new Error(`${object.name} has a method ${name} already: ${feature.name}'s is not passed on`);
    type Holder = Record<string, Record<string, (...args: unknown[]) => unknown>>;
    // A method with the feature's method's name, so that a stack or a profile names it.
    const method = {
      [name](this: Holder, ...args: unknown[]) {
        const to = this[field];
        if (!to) throw new Error(`${object.name}.${field} is not made yet`);
        return to[name]?.(...args);
      },
    }[name];
    Object.defineProperty(object.prototype, name, { value: method, writable: true, configurable: true, enumerable: false });
  }
}
