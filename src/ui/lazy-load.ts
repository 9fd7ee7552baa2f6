/**
 * Loading a part of the library on demand, once per page, with a retry that requests the chunk again (the loading
 * rules are described in lazy-part.tsx, which re-exports these). No React and no texts here: a store that loads a
 * machine on demand (the page cart) imports this without taking the kit's loading views or their texts along.
 */
export interface LazyPart<T> {
  /** The module (loaded once; after a failure the next call requests it again). */
  load(): Promise<T>;
  /** Starts the load early (hover, focus); a failure here is left to `load()` to report. */
  preload(): void;
  /** The module when it is already here (renders without a loading state). */
  loaded(): T | undefined;
}

export interface LazyPartOptions {
  /** The on-demand chunk's name: the imported file's name without its extension (`cart-panel`). */
  chunk: string;
  /** `import.meta.url` of the importing module. */
  base: string;
}

/** A built chunk's URL: `…/chunks/<name>-<build hash>.js` (src/loader/chunks.ts), the hash captured. */
const BUILT_CHUNK = /\/chunks\/[^/?]+-([\w-]{8})\.js(?:\?.*)?$/;

/**
 * `chunks/<chunk>-<build>.js?retry=<n>`, next to the first of `base` and `self` (this module's own URL) that is a
 * built chunk, else null. An element's own file (`elements/<tag>.js`) carries no hash, so an element importing
 * its part from there is served by `self`: this module is in a shared chunk of the same build.
 */
export function retryUrl(
  { chunk, base }: LazyPartOptions,
  attempt: number,
  self: string = import.meta.url,
): string | null {
  for (const url of [base, self]) {
    const built = BUILT_CHUNK.exec(url);
    if (built) return new URL(`./${chunk}-${built[1]}.js?retry=${attempt}`, url).href;
  }
  return null;
}

export function lazyPart<T>(importer: () => Promise<T>, options: LazyPartOptions): LazyPart<T> {
  let loading: Promise<T> | null = null;
  let value: T | undefined;
  let failures = 0;
  const attempt = (): Promise<T> => {
    const url = failures ? retryUrl(options, failures) : null;
    return url ? (import(/* @vite-ignore */ url) as Promise<T>) : importer();
  };
  const load = (): Promise<T> =>
    (loading ??= attempt().then(
      (module) => (value = module),
      (error: unknown) => {
        loading = null;
        failures += 1;
        throw error;
      },
    ));
  return {
    load,
    preload: () => {
      load().catch(() => {});
    },
    loaded: () => value,
  };
}
