/**
 * Deferred React event listeners for element containers.
 *
 * React attaches its ~150 delegated event listeners to every portal container when the portal first
 * renders. With one shadow root per element that is most of the cost of rendering hundreds of elements
 * (measured here: 200 cards, ~25 ms of a ~35 ms React commit). So the shared root defers it:
 * - when an element mounts, its container is marked as "already listening" (React's own marker, found on
 *   the root's container at start-up), so the portal renders without attaching listeners;
 * - the listeners are attached later with `createRoot(container)` (React's public way to make a node
 *   listen; nothing is ever rendered into that root): in idle time, in batches, and at once, before the
 *   event reaches the element, when a user interaction starts in it (capture listeners on the window
 *   see the event first; `composedPath()` names the containers it will cross).
 * If the marker cannot be found (a future React), nothing is deferred: React listens eagerly as usual.
 *
 * Kept on measurement (docs/performance.md: without it the bench's 200-card render ratio went from 1.75 to 3.0).
 * Because the marker is private, react and react-dom are pinned to an exact version in package.json; the
 * upgrade check is test/elements/listeners.test.js › "upgrade check: React's private listening marker is found":
 * run it after changing the React version (it fails when the marker is gone or renamed).
 */
import { createRoot } from 'react-dom/client';

type Container = Element | ShadowRoot;

let markerKey: string | null = null;
const pending = new Set<Container>();

/** Events that start any user interaction (all composed, so they reach the document first). */
const TRIGGERS = [
  'pointerover',
  'pointerdown',
  'mouseover',
  'mousedown',
  'touchstart',
  'focusin',
  'keydown',
  'click',
  'input',
  'beforeinput',
  'dragenter',
  'wheel',
  'contextmenu',
];
let triggersInstalled = false;
let idleScheduled = false;

/** Reads React's listening marker from a container React has just made listen (the root container). */
export function learnListeningMarker(rootContainer: Element): void {
  markerKey = Object.keys(rootContainer).find((key) => key.startsWith('_reactListening')) ?? null;
}

/** Marks `container` so React does not attach listeners when the portal renders; they come later. */
export function deferListeners(container: Container): void {
  if (!markerKey || pending.has(container)) return;
  const record = container as unknown as Record<string, unknown>;
  if (record[markerKey]) return; // already listening
  record[markerKey] = true;
  pending.add(container);
  installTriggers();
  scheduleIdle();
}

/** Attaches React's listeners to `container` now (no-op if they are there already). */
export function activateListeners(container: Container): void {
  if (!markerKey || !pending.delete(container)) return;
  delete (container as unknown as Record<string, unknown>)[markerKey];
  createRoot(container as unknown as Element);
}

/**
 * Forgets a container whose element unmounted before its listeners were attached, and takes the marker
 * back: the element may be inserted again later (same shadow root), and must then be deferred afresh
 * rather than look as if React were listening.
 */
export function forgetListeners(container: Container): void {
  if (markerKey && pending.delete(container)) delete (container as unknown as Record<string, unknown>)[markerKey];
}

/** React's listening marker as found at start-up, or null (the upgrade check test reads it). */
export function listeningMarker(): string | null {
  return markerKey;
}

/** Number of containers still waiting for listeners (tests, diagnostics). */
export function pendingListenerCount(): number {
  return pending.size;
}

/** Attaches every pending container's listeners now. */
export function activateAllListeners(): void {
  for (const container of [...pending]) activateListeners(container);
}

function installTriggers(): void {
  if (triggersInstalled) return;
  triggersInstalled = true;
  const onEvent = (event: Event): void => {
    if (pending.size === 0) return;
    for (const node of event.composedPath()) {
      if (pending.has(node as Container)) activateListeners(node as Container);
    }
  };
  // On window, capturing: the first listener any event meets, before page listeners on document could stop it.
  for (const type of TRIGGERS) window.addEventListener(type, onEvent, { capture: true, passive: true });
}

function scheduleIdle(): void {
  if (idleScheduled) return;
  idleScheduled = true;
  const run = (deadline?: IdleDeadline): void => {
    idleScheduled = false;
    for (const container of pending) {
      activateListeners(container);
      if (deadline && deadline.timeRemaining() < 1) break;
    }
    if (pending.size) scheduleIdle();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(() => run(), 50);
}
