/**
 * What a component rendered by `define()` knows about the element it lives in, and the hooks built on it.
 */
import { createContext, useCallback, useContext, useLayoutEffect } from 'react';
import { fire, type ButikEventOptions } from './events.ts';

export interface ElementInfo {
  /** The custom element (host). */
  host: HTMLElement;
  /** The registered tag name (possibly prefixed, e.g. `acme-cart-preview`). */
  tag: string;
  /** The default tag name from the element spec (`cart-preview`). */
  baseTag: string;
  /** Prefix this element was registered with ('' for default tags). */
  prefix: string;
  /** Current prop values (attributes/properties parsed, defaults applied). */
  props: Record<string, unknown>;
}

export const ElementContext = createContext<ElementInfo | null>(null);

/** The element info; throws a clear error when used outside an element defined with `define()`. */
export function useElement(): ElementInfo {
  const info = useContext(ElementContext);
  if (!info) throw new Error('useElement() must be used inside a component rendered by define().');
  return info;
}

/** The custom element host, for imperative needs (focus, measuring). */
export function useHost(): HTMLElement {
  return useElement().host;
}

/**
 * Mirrors a state name on the host as `data-state="..."` so page CSS can react
 * (`cart-preview[data-state="open"]`). `undefined` removes the attribute.
 */
export function useHostState(state: string | undefined): void {
  const host = useElement().host;
  useLayoutEffect(() => {
    if (state === undefined) host.removeAttribute('data-state');
    else host.setAttribute('data-state', state);
  }, [host, state]);
  useLayoutEffect(() => () => host.removeAttribute('data-state'), [host]);
}

/**
 * Returns `emit(type, detail)` firing a `butik-*` event (bubbles, composed) on the host. Call it from user
 * action handlers or server results only.
 */
export function useButikEvent(): <T>(type: string, detail: T, options?: ButikEventOptions) => boolean {
  const host = useElement().host;
  return useCallback(
    <T>(type: string, detail: T, options?: ButikEventOptions) => fire(host, type, detail, options),
    [host],
  );
}

/**
 * Tag name to render for another element of the library, honouring this element's prefix:
 * inside `<acme-gift-flow>`, `useTagName('product-card')` is `acme-product-card`.
 */
export function useTagName(baseTag: string): string {
  const { prefix } = useElement();
  return prefix ? `${prefix}-${baseTag}` : baseTag;
}

/**
 * For an element defined with `keepChildren`: removes the shadow root's first slot (which showed the light-DOM
 * children from the upgrade on) once the component's first render has committed, before it is painted.
 */
export function useUntilRenderedSlotGone(): void {
  const host = useElement().host;
  useLayoutEffect(() => {
    host.shadowRoot?.querySelector('slot[data-butik-until-rendered]')?.remove();
  }, [host]);
}
