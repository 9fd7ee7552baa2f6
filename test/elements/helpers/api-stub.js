// A small fetch stub for element tests whose API is a few routes the test writes itself (the gift-shop tests):
// calls to `/contextapi/{context}/v1/…` are recorded, may be held, and are answered by the test's `answer`;
// anything else goes to the network. (The shop's cart, catalogue and accounts have the shared fake: fake-shop.js.)
//
//   const api = stubApi('test', { record: (call) => db.requests.push(call), answer: (method, path, body) => … });
//   const release = api.hold();   // answers wait until release() (or api.releaseAll())

/** A JSON response. */
export const json = (status, body) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function stubApi(context, { record, answer }) {
  const prefix = `/contextapi/${context}/v1/`;
  let gate = null;
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.url, location.href);
    if (!url.pathname.startsWith(prefix)) return realFetch(input, init);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.slice(prefix.length);
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    record({ method, path, body });
    if (gate) await gate.promise;
    return answer(method, path, body);
  };
  const releaseAll = () => {
    const held = gate;
    gate = null;
    held?.release();
  };
  return {
    /** Holds every answer until the returned function (or releaseAll) is called. */
    hold() {
      let release;
      const promise = new Promise((resolve) => (release = resolve));
      gate = { promise, release };
      return releaseAll;
    },
    releaseAll,
  };
}
