/* global describe, it */
// README "Architecture in brief": every element renders as a portal of ONE React root per page into its own
// shadow root (or its light-DOM host). Observed through React's own marks: createRoot() tags its container with
// a `__reactContainer$…` property and every rendered DOM node with `__reactFiber$…`, whose fiber chain ends at
// the root that rendered it. Different elements, shadow and light DOM, must all end at the same root, reached
// through a portal into their own container. (Element containers do carry a root mark too: the deferred
// listeners attach React's events through an empty createRoot(); those roots must never render anything.)
// The UI stays mounted at the end (the shared after-test accessibility check looks at it).
import { installFakeShop, shopFor } from './helpers/fake-shop.js';
import { assert, equal, fixture, setup, waitFor } from './helpers/util.js';

const { rendered } = await setup();
installFakeShop();

const keyOf = (node, prefix) => Object.keys(node).find((k) => k.startsWith(prefix));

/** Every node of the document, inside shadow roots too (the shadow roots themselves included). */
function deepNodes(start = document) {
  const nodes = [];
  const visit = (node) => {
    nodes.push(node);
    if (node.shadowRoot) visit(node.shadowRoot);
    for (const child of node.childNodes) visit(child);
  };
  visit(start);
  return nodes;
}

/** The fibers from a DOM node React rendered up to its root, and that root (React's FiberRoot object). */
function fiberPath(node) {
  const key = keyOf(node, '__reactFiber$');
  assert(key, `${node.nodeName} was rendered by React`);
  const path = [];
  for (let fiber = node[key]; fiber; fiber = fiber.return) path.push(fiber);
  return { path, root: path.at(-1).stateNode };
}

describe('one React root per page', () => {
  it('renders different elements, in shadow roots and in the light DOM, through one root as portals', async () => {
    const context = `one-root-${Math.random().toString(36).slice(2, 8)}`;
    shopFor(context).lines = [{ productid: '10001', variantid: null, quantity: 3 }];
    const container = fixture(`<shop-context context="${context}" culture="en-GB" show-prices purchase-allowed>
      <product-price product-id="10001"></product-price>
      <free-delivery-notice></free-delivery-notice>
      <add-to-cart product-id="10001"></add-to-cart>
      <form action="/nowhere"><checkout-input name="email" label="E-mail" rules="required|email"></checkout-input></form>
    </shop-context>`);
    const tags = ['product-price', 'free-delivery-notice', 'add-to-cart', 'checkout-input'];
    await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
    await rendered();

    const elements = tags.map((tag) => container.querySelector(tag));
    /** Where each element renders: its shadow root, or the host itself (light DOM). */
    const targets = elements.map((el) => el.shadowRoot ?? el);
    assert(targets.filter((t) => t instanceof ShadowRoot).length === 3, 'three render into shadow roots');
    equal(targets[3], elements[3], 'checkout-input renders in the light DOM');
    // Each element's first node React rendered, with its fiber path read at once: a node that a later render
    // replaces (a placeholder giving way to the content) loses its fiber mark when React deletes it.
    const rendering = await Promise.all(
      targets.map((target, i) =>
        waitFor(() => {
          const node = deepNodes(target).find((n) => n !== target && keyOf(n, '__reactFiber$'));
          return node && fiberPath(node);
        }, `<${tags[i]}> rendered`),
      ),
    );

    const roots = rendering.map((found) => found.root);
    const root = roots[0];
    assert(root && root.containerInfo, 'a React root');
    for (const [i, other] of roots.entries()) assert(other === root, `<${tags[i]}> is rendered by the same root`);
    // ...as a portal into its own container (a fiber on the way up whose container is that element's)
    for (const [i, found] of rendering.entries()) {
      const portal = found.path.find(
        (fiber) => fiber.stateNode && fiber.stateNode !== root && fiber.stateNode.containerInfo,
      );
      assert(portal, `<${tags[i]}> has a portal above it`);
      equal(portal.stateNode.containerInfo, targets[i], `<${tags[i]}>'s portal targets its own container`);
    }

    // The root's container is React's (marked by createRoot) and detached: nothing is added to the page.
    assert(keyOf(root.containerInfo, '__reactContainer$'), "the root container carries React's root mark");
    equal(root.containerInfo.isConnected, false, 'root container attached to the page');
    // Nothing else renders: the only other roots on the page are the empty ones src/internal/deferred-listeners.ts
    // creates on element containers to attach React's event listeners late; they never render anything.
    const otherRoots = deepNodes()
      .map((node) => {
        const key = keyOf(node, '__reactContainer$');
        return key && node[key] ? { node, fiberRoot: node[key].stateNode } : null;
      })
      .filter(Boolean);
    for (const { node, fiberRoot } of otherRoots) {
      assert(fiberRoot !== root, "the shared root's container is not in the page");
      const host = node.host ?? node;
      assert(
        customElements.get(host.localName) && container.contains(host),
        `only our elements' containers are listener roots (found <${host.localName}>)`,
      );
      equal(fiberRoot.current.child, null, `the listener root on <${host.localName}> rendered something:`);
    }
  });
  // src/internal/root.tsx: tags that were in the page before their definition arrived (upgraded when the loader
  // defines them) render in a transition — React renders in ~5 ms slices and lets other tasks run between them, so
  // a page's start is no single long task — while tags created after their definition render at once.
  // Observed as timer ticks that ran between the mount and the commit of the last card: none for a sync render.
  const CARDS = 600;
  const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
  const cardHtml = (i) =>
    `<bench-card name="Card ${i}" price="${i}" image="${PIXEL}" item-number="A${i}"></bench-card>`;
  /** Counts timer tasks until the last card's shadow root gets content (a mutation record: right at the commit). */
  function ticksUntilRendered(last) {
    let ticks = 0;
    let stopped = false;
    const tick = () => {
      if (stopped) return;
      ticks += 1;
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    return new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        stopped = true;
        observer.disconnect();
        resolve(ticks);
      });
      observer.observe(last.shadowRoot, { childList: true });
    });
  }

  it("renders the page's own (upgraded) tags in slices, yielding to other tasks before the commit", async () => {
    equal(customElements.get('bench-card'), undefined, 'bench-card is not defined before this test');
    const container = fixture(Array.from({ length: CARDS }, (_, i) => cardHtml(i)).join(''));
    const last = container.lastElementChild;
    // The loader sees the tags and defines bench-card: every card is upgraded in place (an open shadow root at once).
    await waitFor(() => last.shadowRoot, 'the cards upgraded');
    const ticks = await ticksUntilRendered(last);
    assert(ticks >= 1, `other tasks ran while ${CARDS} upgraded cards rendered (ticks before the commit: ${ticks})`);
    await rendered();
    equal(container.querySelectorAll('bench-card').length, CARDS);
    assert(
      [...container.children].every((card) => card.shadowRoot.querySelector('.card')),
      'every card rendered',
    );
  });

  it('renders tags created after their definition at once (no task runs before the commit)', async () => {
    await customElements.whenDefined('bench-card');
    const container = fixture('');
    const cards = Array.from({ length: CARDS }, (_, i) => {
      const card = document.createElement('bench-card');
      card.setAttribute('name', `Card ${i}`);
      card.setAttribute('image', PIXEL);
      return card;
    });
    container.append(...cards);
    equal(await ticksUntilRendered(cards.at(-1)), 0, 'timer ticks before the commit');
    assert(
      cards.every((card) => card.shadowRoot.querySelector('.card')),
      'every card rendered in that commit',
    );
  });
});
