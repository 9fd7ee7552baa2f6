/**
 * `<search-box>` (spec §2 header search, §7 `GET search` / `GET suggestions`, §8, §9). This shell is the element's
 * own chunk, on every page (the header), so it is as small as it can be: it shows the server-rendered fallback form
 * (a `<slot>`: the page's own form, working without the library) until the visitor reaches for it — a pointer over
 * it (preload), the focus or a keystroke in it — then loads the field (search-field.part.tsx: the combobox, the
 * calls, the panel, the texts) into its place. A tag without a fallback form loads the field at once. If the field
 * cannot load, the fallback form stays (a tag without one shows the kit's failure message with 'Try again').
 *
 * The fallback form keeps its own behaviour until then, except that a blank query does not submit (spec: an empty
 * search never navigates).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHost, useHostState, useUntilRenderedSlotGone } from '../../internal/element-context.ts';
import type { ComboboxStatus } from '../../ui/combobox.tsx';
import { LazyFallback, lazyPart, useLazyPart } from '../../ui/lazy-part.tsx';

export interface SearchBoxProps {
  /** The search results page; default: the fallback form's action, else '/search'. */
  searchUrl?: string;
  /** The field's placeholder; default 'Search for products, item numbers and brands'. */
  placeholder?: string;
  /** The field's accessible name; default 'Search the shop'. */
  label?: string;
}

export type SearchBoxState = 'closed' | 'loading' | 'open' | 'empty';

const fieldPart = lazyPart(() => import('./search-field.part.tsx'), { chunk: 'search-field', base: import.meta.url });

const focused = (node: Element | null) => !!node && (node.getRootNode() as Document).activeElement === node;

export function SearchBox(props: SearchBoxProps): ReactNode {
  const host = useHost();
  // The upgrade's slot (keepChildren) showed the fallback until this first commit, which renders its own.
  useUntilRenderedSlotGone();
  const [fallback] = useState(() => ({
    action: host.querySelector('form')?.getAttribute('action') ?? null,
    input: host.querySelector<HTMLInputElement>('input[name="query"], input[type="search"]'),
  }));
  const [wanted, setWanted] = useState(() => !fallback.input || focused(fallback.input));
  const [status, setStatus] = useState<ComboboxStatus>({ searching: false, open: false, count: null });
  const part = useLazyPart(fieldPart, wanted, '<search-box> field');
  const inFallback = useRef(focused(fallback.input));
  useHostState(status.open ? (status.count === 0 ? 'empty' : 'open') : status.searching ? 'loading' : 'closed');

  useEffect(() => {
    const input = fallback.input;
    if (!input) return undefined;
    const want = () => setWanted(true);
    const track = (event: Event) => {
      inFallback.current = event.type === 'focusin';
      if (inFallback.current) want();
    };
    const submit = (event: Event) => {
      if (!input.value.trim()) event.preventDefault();
    };
    host.addEventListener('pointerenter', fieldPart.preload);
    host.addEventListener('focusin', track);
    host.addEventListener('focusout', track);
    host.addEventListener('input', want);
    host.addEventListener('submit', submit);
    return () => {
      host.removeEventListener('pointerenter', fieldPart.preload);
      host.removeEventListener('focusin', track);
      host.removeEventListener('focusout', track);
      host.removeEventListener('input', want);
      host.removeEventListener('submit', submit);
    };
  }, [host, fallback]);

  // Once loaded for one element, the part is there for all: each still waits until it is wanted.
  if (part.status === 'ready' && wanted) {
    return (
      <part.module.SearchField
        {...props}
        fallback={fallback}
        focus={inFallback.current || focused(fallback.input)}
        onStatus={setStatus}
      />
    );
  }
  if (part.status === 'failed' && !fallback.input) return <LazyFallback state={part} />;
  return <slot />;
}
