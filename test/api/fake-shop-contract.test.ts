/**
 * The element tests' fake shop (test/elements/helpers/fake-shop.js) against the reference server: ONE list of
 * scenarios (fake-shop-contract/*-scenarios.ts), written in terms of roles and rules, runs against both — the
 * real app in-process with its seeded database, and the fake's `handle()` from Node — so the fake cannot drift into
 * a second, looser model of the API (element tests would then assert answers the server never gives).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fakeBackend, serverBackend, type Backend } from './fake-shop-contract/backends.ts';
import { accountScenarios } from './fake-shop-contract/account-scenarios.ts';
import { cartScenarios } from './fake-shop-contract/cart-scenarios.ts';

const scenarios = [...cartScenarios, ...accountScenarios];

describe.each([
  ['the reference server', serverBackend],
  ['the fake shop', async () => fakeBackend()],
] as Array<[string, () => Promise<Backend>]>)('%s', (_name, make) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await make();
  });
  afterAll(() => backend?.close());

  it.each(scenarios)('%s', (_scenario, run) => run(backend));
});
