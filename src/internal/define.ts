/**
 * `define()`: the one way every element of the library becomes a custom element.
 *
 * Built on @r2wc/core with a custom renderer (the shared page root, see root.tsx). It fixes r2wc's gaps:
 * - HTML boolean semantics: a present attribute (also bare `<x-el open>`) is true, a removed one false;
 * - removing an attribute (or setting the property to undefined) resets the prop to its default;
 * - JSON attributes are parsed safely: bad JSON logs exactly one console error naming the element, the
 *   attribute and the value, and the element renders with the default; numbers are validated likewise
 *   (NaN is rejected), enums and custom `validate` hooks too;
 * - properties set before the element was defined are kept (own properties are upgraded);
 * - moving the element in the DOM keeps its state: the unmount is deferred a task and cancelled when the
 *   element is connected again;
 * - definition is idempotent; a tag already taken by a foreign constructor logs a clear error, never throws;
 * - a fresh class per registered tag name, so default and prefixed tags never share a constructor.
 * Shadow DOM by default with adopted stylesheets; `shadow: false` renders into the light DOM.
 */
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import {
  PAGE_CONFIG_PROPS,
  PARSED,
  notifyPageConfigChanged,
  queuePageConfigChanged,
  registerContextTag,
  type PageConfigProps,
  type ParsedState,
} from './page-config.ts';
import {
  attributeOf,
  checkProperty,
  describeBadValue,
  parseAttribute,
  type PropSchema,
  type PropSpec,
} from './props.ts';
import { CLASS_INFO, markUpgrade, sharedRenderer, type ElementClassInfo } from './root.tsx';
import { adoptLightStyles, adoptShadowStyles } from './styles.ts';

const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');
const R2WC_CONTEXT = Symbol.for('r2wc.context');
const R2WC_RENDER = Symbol.for('r2wc.render');
const SPEC = Symbol.for('butik.spec');

export interface ElementSpec<P extends object = Record<string, unknown>> {
  /** Default tag name (`cart-preview`). Prefixed registrations derive from it (`acme-cart-preview`). */
  tag: string;
  /** The React component rendered inside the element; receives the parsed props. */
  component: ComponentType<P>;
  /** The element's own attributes/properties (the page-config attributes are added automatically). */
  props?: PropSchema;
  /** Accept the page-config attributes as per-element overrides (default true). */
  pageConfig?: boolean;
  /** false: render into the light DOM (forms password managers must see). Default: open shadow root. */
  shadow?: boolean;
  /** CSS texts adopted by the shadow root (or, light DOM, by the document), after the base sheet. */
  styles?: readonly string[];
  /** This element provides page configuration (only `<shop-context>`). */
  providesPageConfig?: boolean;
  /**
   * The element's light-DOM children (e.g. a server-rendered fallback) stay shown until its first render: a
   * `<slot data-butik-fallback>` in the new shadow root, which the component removes in its first commit (see
   * src/features/product-list). Without it an upgraded element hides its children until React has rendered.
   */
  fallbackSlot?: boolean;
}

/** Typed identity helper for element specs. */
export function element<P extends object>(spec: ElementSpec<P>): ElementSpec<P> {
  return spec;
}

/** Instance type of an element defined from a spec with props P. */
export type ButikElement<P extends object = Record<string, unknown>> = HTMLElement & Partial<P> & PageConfigProps;

export interface DefineOptions {
  /** Registers `<prefix>-<tag>` instead of the default tag. */
  prefix?: string;
}

const TAG_NAME = /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/;
const PREFIX = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

interface R2wcInstance extends HTMLElement {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_CONNECTED]: boolean;
  [R2WC_CONTEXT]?: unknown;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

/** Why `prefix` cannot be used (or undefined when it can, or when there is none). */
export function prefixProblem(prefix: string | undefined): string | undefined {
  if (prefix === undefined || PREFIX.test(prefix)) return undefined;
  return `prefix "${prefix}" must be lower-case letters/digits (e.g. "acme")`;
}

/** Tag name for a spec and options. */
export function tagNameFor(spec: Pick<ElementSpec, 'tag'>, options: DefineOptions = {}): string {
  return options.prefix ? `${options.prefix}-${spec.tag}` : spec.tag;
}

function reportBadTag(tag: string, why: string): void {
  console.error(`butik-elements: cannot define <${tag}>: ${why}.`);
}

/**
 * Defines the element described by `spec` (at its default tag, or `<prefix>-<tag>`). Idempotent: defining
 * the same element twice returns the existing class. A tag owned by a foreign constructor logs an error
 * and returns undefined. Never throws.
 */
export function define<P extends object>(
  spec: ElementSpec<P>,
  options: DefineOptions = {},
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const badPrefix = prefixProblem(options.prefix);
  if (badPrefix) {
    reportBadTag(tagNameFor(spec, options), badPrefix);
    return undefined;
  }
  const tag = tagNameFor(spec, options);
  if (!TAG_NAME.test(tag)) {
    reportBadTag(tag, 'not a valid custom element name (lower case, with a hyphen)');
    return undefined;
  }
  const existing = customElements.get(tag) as
    (CustomElementConstructor & { [CLASS_INFO]?: ElementClassInfo; [SPEC]?: unknown }) | undefined;
  if (existing) {
    if (existing[SPEC] === spec || existing[CLASS_INFO]?.baseTag === spec.tag) return existing;
    reportBadTag(
      tag,
      'the tag is already taken by another script on this page. Register the library under a prefix instead: ' +
        "defineElements({ prefix: 'acme' }) gives <acme-" +
        spec.tag +
        '>',
    );
    return undefined;
  }
  const ElementClass = createElementClass(spec as unknown as ElementSpec, tag, options.prefix ?? '');
  try {
    customElements.define(tag, ElementClass);
  } catch (error) {
    reportBadTag(tag, (error as Error).message);
    return undefined;
  }
  if (spec.providesPageConfig) {
    registerContextTag(tag);
    notifyPageConfigChanged();
  }
  return ElementClass;
}

function createElementClass(spec: ElementSpec, tag: string, prefix: string): CustomElementConstructor {
  const schema: PropSchema = { ...(spec.pageConfig === false ? {} : PAGE_CONFIG_PROPS), ...(spec.props ?? {}) };
  const propNames = Object.keys(schema);
  const attrToProp = new Map<string, string>();
  for (const name of propNames) attrToProp.set(attributeOf(name, schema[name] as PropSpec), name);
  const useShadow = spec.shadow !== false;
  const styles = spec.styles ?? [];
  const provider = spec.providesPageConfig === true;

  const Base = r2wc(
    spec.component as ComponentType<Record<string, unknown>>,
    useShadow ? { shadow: 'open', props: {} } : { props: {} },
    sharedRenderer,
  ) as unknown as new () => R2wcInstance;

  class ButikElementClass extends Base {
    static [CLASS_INFO]: ElementClassInfo = { tag, baseTag: spec.tag, prefix };
    static [SPEC] = spec;

    static get observedAttributes(): string[] {
      return [...attrToProp.keys()];
    }

    [PARSED]: ParsedState;
    private unmountTimer: ReturnType<typeof setTimeout> | undefined;

    constructor() {
      super();
      // r2wc starts "connected"; an element created but never inserted must not mount.
      this[R2WC_CONNECTED] = false;
      // Upgraded in the page (parsed markup: the page's own tags, innerHTML): its first render is background work.
      if (this.isConnected) markUpgrade(this);
      const props = this[R2WC_PROPS];
      for (const name of propNames) props[name] = (schema[name] as PropSpec).default;
      this[PARSED] = { props };
      // Attributes present at upgrade arrive through attributeChangedCallback (one parse, one error).
      // Properties assigned before the definition are own properties shadowing our accessors: upgrade them.
      for (const name of propNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      if (this.shadowRoot) {
        if (spec.fallbackSlot && !this.shadowRoot.firstChild) {
          const slot = document.createElement('slot');
          slot.setAttribute('data-butik-fallback', '');
          this.shadowRoot.append(slot);
        }
        adoptShadowStyles(this.shadowRoot, styles);
        (globalThis as { butikElements?: { observe?: (root: ShadowRoot) => void } }).butikElements?.observe?.(
          this.shadowRoot,
        );
      }
    }

    attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null): void {
      if (oldValue === value) return;
      const name = attrToProp.get(attribute);
      if (!name) return;
      const result = parseAttribute(schema[name] as PropSpec, value);
      if (!result.ok) console.error(describeBadValue(this.localName, attribute, value, result.error ?? 'is invalid'));
      this.setProp(name, result.value);
    }

    private setProp(name: string, value: unknown): void {
      const props = this[R2WC_PROPS];
      if (Object.is(props[name], value)) return;
      props[name] = value;
      if (provider && this.isConnected) notifyPageConfigChanged();
      this[R2WC_RENDER]();
    }

    override connectedCallback(): void {
      if (!useShadow) adoptLightStyles(this, styles);
      if (this.unmountTimer !== undefined) {
        // Moved in the DOM: keep the mounted React tree (and its state).
        clearTimeout(this.unmountTimer);
        this.unmountTimer = undefined;
        if (this[R2WC_CONTEXT]) {
          this[R2WC_CONNECTED] = true;
          // Its configuration may come from another shop-context now: re-resolve (once per task of moves).
          if (provider) notifyPageConfigChanged();
          else queuePageConfigChanged();
          return;
        }
      }
      super.connectedCallback();
      if (provider) notifyPageConfigChanged();
    }

    override disconnectedCallback(): void {
      if (this.unmountTimer !== undefined) clearTimeout(this.unmountTimer);
      this.unmountTimer = setTimeout(() => {
        this.unmountTimer = undefined;
        if (!this.isConnected) super.disconnectedCallback();
      }, 0);
      if (provider) notifyPageConfigChanged();
    }
  }

  for (const name of propNames) {
    const propSpec = schema[name] as PropSpec;
    Object.defineProperty(ButikElementClass.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: ButikElementClass) {
        return this[R2WC_PROPS][name];
      },
      set(this: ButikElementClass, value: unknown) {
        const result = checkProperty(propSpec, value);
        if (!result.ok) {
          console.error(describeBadValue(this.localName, `${name} (property)`, value, result.error ?? 'is invalid'));
        }
        (this as unknown as { setProp(n: string, v: unknown): void }).setProp(name, result.value);
      },
    });
  }

  return ButikElementClass;
}
