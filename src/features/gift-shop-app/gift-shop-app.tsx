/**
 * `<gift-shop-app>`: the gift-shop page's hash router (spec §2), on wouter with `useHashLocation`.
 *
 * - `#/g/{giftshop?}/{code?}/{step?}` renders `<gift-recipient-flow giftshop code step>` (prefixed like this
 *   element). The flow loads the code, then its shop, then shows INFO (spec §2 route entry rules).
 * - The flow's events keep the URL a deep link that always works:
 *   `butik-gift-redirect` (the code belongs to another shop) → replace with `#/g/{shop}/{code}`;
 *   `butik-gift-step` → `#/g/{shop}/{code}` for INFO, `#/g/{shop}/{code}/{step}` for later steps (pushed when the
 *   recipient moves forward, so Back returns to the previous step; replaced otherwise); LOGIN leaves the route
 *   as it is (a code still loading, or an unknown code's error, shows again on reload);
 *   `butik-gift-leave` → `#/g/{shop}` (or `#/g/`).
 *   Back/forward change the hash; the flow receives the path's step as its `step` attribute and goes there
 *   when its progress allows (a reload keeps the recipient's step the same way).
 * - A fragment that is no route (`#main` of the page's skip link, an anchor) leaves the current screen as it is.
 * - `#/m…` renders the organiser's management area (management.part.tsx), an on-demand chunk loaded on the
 *   first management route: the recipient routes download none of it.
 * - `#/`, an empty hash and unknown routes are replaced by the app home `#/g/` (the code entry page).
 */
import { createElement, useEffect, useRef, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useParams } from 'wouter';
import { navigate as hashNavigate, useHashLocation } from 'wouter/use-hash-location';
import { useHost, useHostState, useTagName } from '../../internal/element-context.ts';
import { lazyPart } from '../../ui/lazy-load.ts';
import { LazyFallback, useLazyPart } from '../../ui/lazy-part.tsx';
import {
  HOME_PATH,
  MANAGEMENT_ROUTE,
  managementLocation,
  RECIPIENT_ROUTE,
  RECIPIENT_STEPS,
  isRecipientStep,
  recipientLocation,
  recipientPath,
  samePath,
} from './routes.ts';

/** Events of `<gift-recipient-flow>` the app follows. */
export const FLOW_EVENTS = {
  step: 'butik-gift-step',
  redirect: 'butik-gift-redirect',
  leave: 'butik-gift-leave',
} as const;

interface FlowEventDetail {
  giftshop?: unknown;
  code?: unknown;
  step?: unknown;
}

/** What the app keeps in `history.state` of the entries it pushes: the path the recipient came from. */
interface HistoryState {
  giftPrev?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function currentPath(): string {
  return `/${location.hash.replace(/^#?\/?/, '')}`;
}

/**
 * The last hash that was a route (`#/…`, or empty). A page's own fragment links are no routes: the skip link
 * `#main` or a heading anchor must not send a recipient home, so while such a hash is shown the app stays on
 * the last route (module level: wouter calls the location hook from several components; one page, one hash).
 */
let lastRoutePath = '/';

/** wouter's hash location, ignoring fragments that are no routes (see {@link lastRoutePath}). */
function useRouteHashLocation(): ReturnType<typeof useHashLocation> {
  const [path, navigate] = useHashLocation();
  const hash = typeof location === 'undefined' ? '' : location.hash;
  if (hash === '' || hash === '#' || hash.startsWith('#/')) {
    lastRoutePath = path;
    return [path, navigate];
  }
  return [lastRoutePath, navigate];
}

// The recipient flow is the app's main content, and the app renders it only after the page's texts have arrived.
// Asked for now (when this code runs), the loader fetches the flow's chunks alongside the texts instead of after
// them. Only with the loader (default tag names) and not on a management route.
if (typeof window !== 'undefined' && !location.hash.startsWith('#/m')) {
  void window.butikElements?.define('gift-recipient-flow');
}

export function GiftShopApp(): ReactNode {
  return (
    <Router hook={useRouteHashLocation}>
      <Switch>
        <Route path={RECIPIENT_ROUTE}>
          <RecipientRoute />
        </Route>
        <Route path={MANAGEMENT_ROUTE}>
          <ManagementRoute />
        </Route>
        {/* The root, an empty hash and every unknown route go home. */}
        <Route>
          <Redirect to={HOME_PATH} replace />
        </Route>
      </Switch>
    </Router>
  );
}

/** The management area (issue 11): its own chunk, loaded on the first `#/m…` route. */
const management = lazyPart(() => import('./management.part.tsx'), { chunk: 'management.part', base: import.meta.url });

function ManagementRoute(): ReactNode {
  const [path] = useLocation();
  const where = managementLocation(path);
  const part = useLazyPart(management, true, '<gift-shop-app> management area');
  if (part.status === 'ready') return <part.module.default location={where} />;
  return <LazyFallback state={part} />;
}

function RecipientRoute(): ReactNode {
  const params = useParams<{ giftshop?: string; code?: string; step?: string }>();
  const [path] = useLocation();
  const where = recipientLocation(params);
  const flowTag = useTagName('gift-recipient-flow');
  const host = useHost();
  useHostState('recipient');

  // The route as last rendered: the step (to tell a recipient's move forward, pushed, from other changes,
  // replaced) and the shop and code (for events that do not name them).
  const route = useRef(where);
  route.current = where;

  // A path with a step that is no recipient step (typo, old link): drop the segment.
  useEffect(() => {
    if (where.badStep) hashNavigate(recipientPath(where.giftshop, where.code), { replace: true });
  }, [where.badStep, where.giftshop, where.code]);

  useEffect(() => {
    const onStep = (event: Event) => {
      const detail = ((event as CustomEvent<FlowEventDetail>).detail ?? {}) as FlowEventDetail;
      // LOGIN is also where the flow waits while a route's code loads (and where an unknown code shows its
      // error): the route stays as it is, so a reload shows the same. Leaving has its own event.
      if (!isRecipientStep(detail.step) || detail.step === 'login') return;
      const giftshop = text(detail.giftshop) ?? route.current.giftshop;
      const code = text(detail.code) ?? route.current.code;
      if (!giftshop || !code) return;
      const target = recipientPath(giftshop, code, detail.step);
      const now = currentPath();
      if (samePath(target, now)) return;
      const from = RECIPIENT_STEPS.indexOf(route.current.step);
      const to = RECIPIENT_STEPS.indexOf(detail.step);
      // Forward moves of the recipient get their own history entry, so Back returns to the previous step.
      // Completion replaces the products entry: Back must not reopen a choice that is saved.
      const forward = to > from && detail.step !== 'completed';
      if (forward) {
        hashNavigate(target, { state: { giftPrev: now } satisfies HistoryState });
        return;
      }
      // A step back inside the flow ('Tilbage') to the entry this one was pushed from: go back in history,
      // so the browser's Back and Forward stay in step with the flow (no duplicate entries).
      const state = history.state as HistoryState | null;
      if (to < from && typeof state?.giftPrev === 'string' && samePath(state.giftPrev, target)) {
        history.back();
        return;
      }
      hashNavigate(target, { replace: true, state });
    };
    const onRedirect = (event: Event) => {
      const detail = ((event as CustomEvent<FlowEventDetail>).detail ?? {}) as FlowEventDetail;
      const giftshop = text(detail.giftshop);
      const code = text(detail.code);
      if (!giftshop) return;
      hashNavigate(recipientPath(giftshop, code), { replace: true });
    };
    const onLeave = (event: Event) => {
      const detail = ((event as CustomEvent<FlowEventDetail>).detail ?? {}) as FlowEventDetail;
      const target = recipientPath(text(detail.giftshop));
      if (!samePath(target, currentPath())) hashNavigate(target);
    };
    host.addEventListener(FLOW_EVENTS.step, onStep);
    host.addEventListener(FLOW_EVENTS.redirect, onRedirect);
    host.addEventListener(FLOW_EVENTS.leave, onLeave);
    return () => {
      host.removeEventListener(FLOW_EVENTS.step, onStep);
      host.removeEventListener(FLOW_EVENTS.redirect, onRedirect);
      host.removeEventListener(FLOW_EVENTS.leave, onLeave);
    };
  }, [host]);

  return (
    <div className="app" data-path={path}>
      {createElement(flowTag, {
        giftshop: where.giftshop,
        code: where.code,
        step: where.step,
      })}
    </div>
  );
}

/** Shadow-root CSS. */
export const giftShopAppCss = `
:host { display: block; }
.app { display: block; }
`;
