// Schemas a browser builds the first time they are used. Building a zod schema runs a good deal of code (on
// /signin, building every contracts schema its islands import was the largest piece of script on the main thread
// while the page loaded: docs/architecture.md, total blocking time). A page needs a form's schema when the person
// first checks or sends the form, and an answer's schema when the answer comes, so that is when it is built.
// The service builds every schema at start: it uses them all, and its routes and OpenAPI document read them whole.
// Importing the browser setting from zod-in-browser.ts also applies it before any schema here is built.
import { IN_BROWSER } from "../zod-in-browser.ts";

/** The schema `build` makes: built now on the service, on first use in a browser. */
export function lazySchema<T extends object>(build: () => T): T {
  return IN_BROWSER ? deferredSchema(build) : build();
}

/**
 * A stand-in that builds the schema the first time anything reads, tests or lists a property of it, then answers
 * for it. zod reads schemas only through their properties (its instanceof checks test `_zod.traits`), so a parse,
 * a wrapper (optional, object, pipe) or a method behaves as on the schema itself.
 */
export function deferredSchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  // The target stays an empty object: every trap answers from the built schema, and a property the target lacks
  // must be reported configurable, whatever the schema says of its own.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
