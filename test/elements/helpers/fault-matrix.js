/* global it */
// The fault-matrix runner: one mocha test per row of fault-rows.js (an element and one API call it makes), each
// running the row's six fault cells (faults.js) with the row's driver:
//
//   drivers['add-to-cart / cart.addOrUpdate'] = {
//     mount(kind): { el, shop, context, … }   // mounts the element (for 'load' rows with the fault already on)
//     act(ctx, kind)                        // the user's action that makes the call ('user' rows)
//     failed(ctx, kind)                     // waits for and asserts the documented error state or message
//     kept(ctx, kind)                       // asserts what the user typed or chose is still there
//     recover(ctx, kind)                    // with the fault removed: a retry or the next action works
//     match(ctx)                            // optional, 'user' rows: the cell's own request match instead of
//   }                                       //   row.path (a RegExp per mount, so parallel cells on URLs outside
//                                           //   the context API do not share one fault)
//
// 'user' rows run their six cells one after the other on one mounted element (so it must stay usable from one
// cell to the next; a driver with `fresh: true` mounts a new one per cell, for a form that a successful retry
// replaces by its confirmation; `parallel: true` runs such fresh cells at once when they only click); 'load' rows mount one element per fault, in parallel (a failing GET is retried twice with
// backoff, 1.5 s, so the six wait together; `serial: true` runs them one after the other, for an element that
// shares page state such as the location hash). One mounted element is left for the shared axe hook. Every cell also asserts the call was really faulted (the fault
// answered at least one request) and that the page saw no uncaught error or unhandled rejection.
import { FAULTS, FAULT_TIMEOUT_MS, faulted, injectFault, watchUncaught } from './faults.js';
import { assert, waitFor } from './util.js';

/** The <shop-context> attributes every matrix mount adds: the client timeout the timeout fault waits for. */
export const MATRIX_CONFIG = `api-timeout="${FAULT_TIMEOUT_MS}"`;

/** `tweak` for mountInShop that puts `kind` on the row's call of the new context before anything loads. */
export function faultOnMount(row, kind, holder) {
  return (shop) => {
    holder.remove = injectFault(shop.context, row.path, kind, { method: row.method });
  };
}

async function runCell(row, driver, ctx, kind) {
  // A load row's context is new and its fault was on from the mount: every faulted request counts.
  const match = (row.trigger === 'user' && driver.match?.(ctx)) || row.path;
  const before = row.trigger === 'user' ? faulted(ctx.context, match) : 0;
  let remove = ctx.remove;
  if (row.trigger === 'user') {
    remove = injectFault(ctx.context, match, kind, { method: row.method });
    await driver.act(ctx, kind);
  }
  try {
    await waitFor(() => faulted(ctx.context, match) > before, `${row.id} × ${kind}: the call was made (and faulted)`);
    await driver.failed(ctx, kind);
    await driver.kept?.(ctx, kind);
  } finally {
    remove?.();
  }
  await driver.recover(ctx, kind);
}

/** Registers one mocha test per row. `drivers` maps row ids to drivers; every row needs one, every driver a row. */
export function matrix(rows, drivers) {
  for (const id of Object.keys(drivers))
    assert(
      rows.some((r) => r.id === id),
      `driver ${id} has no row`,
    );
  for (const row of rows) {
    const driver = drivers[row.id];
    it(`${row.id}: ${FAULTS.join(', ')}`, async function () {
      assert(driver, `row ${row.id} has no driver`);
      this.timeout(60_000);
      const uncaught = watchUncaught();
      try {
        if (row.trigger === 'user' && driver.parallel) {
          // Fresh mounts whose actions are clicks only (no focus, no keyboard): the six at once.
          const mounted = await Promise.all(
            FAULTS.map(async (kind) => {
              const ctx = await driver.mount();
              try {
                await runCell(row, driver, ctx, kind);
              } catch (error) {
                error.message = `[${row.id} × ${kind}] ${error.message}`;
                throw error;
              }
              return ctx;
            }),
          );
          for (const ctx of mounted.slice(0, -1)) ctx.container.remove();
        } else if (row.trigger === 'user') {
          let ctx = driver.fresh ? undefined : await driver.mount();
          for (const kind of FAULTS) {
            try {
              if (driver.fresh) {
                ctx?.container.remove();
                ctx = await driver.mount();
              }
              await runCell(row, driver, ctx, kind);
            } catch (error) {
              error.message = `[${row.id} × ${kind}] ${error.message}`;
              throw error;
            }
          }
        } else {
          const mounted = [];
          const each = driver.serial
            ? async (cell) => {
                for (const kind of FAULTS) await cell(kind);
              }
            : (cell) => Promise.all(FAULTS.map(cell));
          await each(async (kind) => {
            const holder = {};
            const ctx = await driver.mount(faultOnMount(row, kind, holder), kind);
            mounted.push(ctx);
            ctx.remove = holder.remove;
            try {
              await runCell(row, driver, ctx, kind);
            } catch (error) {
              error.message = `[${row.id} × ${kind}] ${error.message}`;
              throw error;
            }
          });
          // The shared axe hook checks the last one (six of one element would repeat its landmarks' names).
          for (const ctx of mounted.slice(0, -1)) ctx.container.remove();
        }
        // Late rejections of the last cell get a moment to surface.
        await new Promise((resolve) => setTimeout(resolve, 50));
        assert(uncaught.errors.length === 0, `${row.id}: uncaught errors\n${uncaught.errors.join('\n')}`);
      } finally {
        uncaught.stop();
      }
    });
  }
}
