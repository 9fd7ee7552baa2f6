// <login-button> signed in, with its user menu's chunk held by the test server (/__butik-test/hold-chunk): the
// disabled stand-in trigger shows until releaseChunks(). For a test file of its own (a fresh page: the chunk must
// not be in the module map yet).
import { fixture, heldChunks, holdNextChunk, sleep, waitFor } from './util.js';

const MENU_CHUNK = /\/chunks\/user-menu-[\w-]+\.js$/;

/** Mounts the element with the menu's chunk held; resolves once the chunk was asked for. */
export async function mountWithHeldMenu(context) {
  await holdNextChunk(MENU_CHUNK);
  const container = fixture(
    `<shop-context context="${context}" culture="en-GB" signed-in><login-button dashboard-url="/konto"></login-button></shop-context>`,
  );
  const el = container.querySelector('login-button');
  const standIn = await waitFor(() => el.querySelector('.butik-lb__trigger[aria-disabled="true"]'), 'the stand-in');
  for (let i = 0; (await heldChunks()) === 0; i += 1) {
    if (i > 200) throw new Error('the menu chunk was never requested');
    await sleep(10);
  }
  return { el, standIn };
}
