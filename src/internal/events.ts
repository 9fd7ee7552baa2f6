/**
 * Events leaving our elements: `butik-` prefixed kebab-case CustomEvents that bubble and are composed
 * (so they cross the shadow boundary and reach the host page). Fire them on a user action or a server
 * result only, never on first render.
 */

const EVENT_NAME = /^butik(-[a-z0-9]+)+$/;

/** True for a valid event name: `butik-` prefix, lower-case kebab-case. */
export function isButikEventName(name: string): boolean {
  return EVENT_NAME.test(name);
}

export interface ButikEventOptions {
  cancelable?: boolean;
}

/** Base class of every event the library fires. */
export class ButikEvent<T = unknown> extends CustomEvent<T> {
  constructor(type: string, detail: T, options: ButikEventOptions = {}) {
    if (!isButikEventName(type)) {
      throw new TypeError(`Event name "${type}" must be "butik-" followed by lower-case kebab-case words.`);
    }
    super(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false });
  }
}

export interface ButikErrorDetail {
  /** What failed, in one sentence. */
  message: string;
  /** Tag of the element concerned, if any. */
  tag?: string;
  /** Chunk file that failed to load (loader errors). */
  chunk?: string;
  /** The underlying error. */
  error?: unknown;
}

/** `butik-error`: something the host page may want to know failed (chunk load, render crash...). */
export class ButikErrorEvent extends ButikEvent<ButikErrorDetail> {
  constructor(detail: ButikErrorDetail) {
    super('butik-error', detail);
  }
}

/**
 * Fires a `butik-*` event from `target` (normally the element host). Returns false when a listener called
 * `preventDefault()` on a cancelable event.
 */
export function fire<T>(target: EventTarget, type: string, detail: T, options?: ButikEventOptions): boolean {
  return target.dispatchEvent(new ButikEvent<T>(type, detail, options));
}

declare global {
  interface HTMLElementEventMap {
    'butik-error': ButikErrorEvent;
  }
  interface DocumentEventMap {
    'butik-error': ButikErrorEvent;
  }
}
