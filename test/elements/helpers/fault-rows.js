// The rows of the fault matrix: every element × every API call it makes. Plain data (no browser), read by the
// tests (test/elements/fault-matrix-*.test.js, one driver per row) and by test/fault-matrix-table.ts, which writes
// the table in docs/fault-matrix.md from these rows, so the table says what the tests run. The rows live in
// fault-rows/{shop,more,giftshop}.js; this file joins them.
//
//   id        'element / call' (call = the error catalogue's name, src/api/errors.ts: its §8 failure result), or
//             'element / call (what)' with `call` given when one element makes one call in two ways
//   group     the test file that drives it (fault-matrix-<group>.test.js)
//   method, path   the request (path below /contextapi/{context}/v1/, or a RegExp for other URLs)
//   trigger   'user' (the user's action makes the call: a message must show) or 'load' (a background load: the
//             element's error, empty or fallback state)
//   shows     what the element shows on every one of the six faults
//   kept      what the user typed or chose that the cell checks is still there
//   then      what the cell checks works once the fault is gone

import { GIFTSHOP_ROWS } from './fault-rows/giftshop.js';
import { MORE_ROWS } from './fault-rows/more.js';
import { SHOP_ROWS } from './fault-rows/shop.js';

/** The six faults (helpers/faults.js injects them) and their names in the table. */
export const FAULTS = ['500', 'timeout', 'abort', 'refused', 'malformed', 'schema'];
export const FAULT_NAMES = {
  500: '500',
  timeout: 'timeout',
  abort: 'abort',
  refused: 'connection refused',
  malformed: 'malformed JSON',
  schema: 'schema-invalid body',
};

export const ROWS = [...SHOP_ROWS, ...MORE_ROWS, ...GIFTSHOP_ROWS];

/** The rows of one test file. */
export const rowsOf = (group) => ROWS.filter((row) => row.group === group);
