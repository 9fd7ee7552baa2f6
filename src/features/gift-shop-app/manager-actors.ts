/**
 * The management machine's effects (machines/gift-shop-manager.machine.ts), on the gift-shop API: each actor
 * calls the API and returns the value, or rejects with a {@link ManagerFailure} that keeps what the server said
 * (403 forbidden, 404 unknown shop, 409 a newer edit, 400 with the field it named).
 */
import { fromPromise } from 'xstate';
import type { ApiResult } from '../../api/result.ts';
import type { GiftShopApi } from '../../api/giftshop.ts';
import type { GiftCode } from '../../api/schemas/giftshop.ts';
import type {
  CodesNotice,
  ManagerFailure,
  SaveRequest,
  ShopData,
} from '../../../machines/gift-shop-manager.machine.ts';
import { giftShopManagerMachine } from '../../../machines/gift-shop-manager.machine.ts';

/** An API failure as the machine's failure kind. */
export function managerFailure(result: ApiResult<unknown, unknown>): ManagerFailure {
  if (result.ok || result.kind !== 'http') return { kind: 'failed' };
  if (result.status === 403 || result.status === 401) return { kind: 'forbidden' };
  if (result.status === 404) return { kind: 'unknownShop' };
  if (result.status === 409) return { kind: 'conflict' };
  if (result.status === 400) {
    const field = (result.error as { field?: unknown } | undefined)?.field;
    return typeof field === 'string' ? { kind: 'invalid', field } : { kind: 'invalid' };
  }
  return { kind: 'failed' };
}

function value<T>(result: ApiResult<T, unknown>): T {
  if (!result.ok) throw managerFailure(result);
  return result.value;
}

/** The machine with every effect on `api`. */
export function managerMachineFor(api: GiftShopApi) {
  return giftShopManagerMachine.provide({
    actors: {
      loadBasics: fromPromise(async ({ signal }) => {
        const [settings, shops] = await Promise.all([api.getSettings({ signal }), api.getByUser({ signal })]);
        return { settings: value(settings), shops: value(shops) };
      }),
      loadAllShops: fromPromise(async ({ signal }) => value(await api.getSupervisorGiftShops({ signal }))),
      loadShop: fromPromise(async ({ input, signal }) => value(await api.get(input.id, { signal }))),
      loadShopData: fromPromise(async ({ input, signal }) => {
        const [codes, addresses, products] = await Promise.all([
          input.codes ? api.getCodes(input.shop.id, { signal }) : null,
          input.addresses ? api.getAddresses({ signal }) : null,
          input.missingDefaults.length ? api.getProductInfo(input.missingDefaults, { signal }) : null,
        ]);
        const data: ShopData = {};
        if (codes) data.codes = value(codes);
        // Addresses only offer choices: without them the overview still shows the shop.
        if (addresses?.ok) data.addresses = addresses.value;
        if (products?.ok) {
          const info = products.value.map((p) => ({ id: p.id, name: p.name, image: p.image }));
          data.shop = { ...input.shop, defaultproductsinfo: [...input.shop.defaultproductsinfo, ...info] };
        }
        return data;
      }),
      save: fromPromise(async ({ input, signal }) => {
        switch (input.kind) {
          case 'create':
            return { kind: 'create' as const, shop: value(await api.create({ name: input.name }, { signal })) };
          case 'persist':
            return { kind: 'persist' as const, shop: value(await api.persist(input.shop, { signal })) };
          case 'close':
            return { kind: 'close' as const, shop: value(await api.close(input.id, { signal })) };
          case 'createCodes':
            return { kind: 'codes' as const, ...(await createCodes(api, input, signal)) };
          case 'removeCodes': {
            const rest = value(await api.removeCodes(input.id, input.codeids, { signal }));
            const notice = { kind: 'removed' as const, removed: input.codeids.length, kept: input.kept };
            return { kind: 'codes' as const, codes: rest, replace: true, notice };
          }
          case 'persistCode': {
            const code = value(await api.persistCode(input.code, { signal }));
            return {
              kind: 'codes' as const,
              codes: [code],
              replace: false,
              notice: { kind: 'saved' as const, id: code.id },
            };
          }
          case 'remove': {
            const removed = await api.remove(input.id, { signal });
            if (!removed.ok) throw managerFailure(removed);
            if (!removed.value) throw { kind: 'failed' } satisfies ManagerFailure;
            return { kind: 'remove' as const, id: input.id };
          }
        }
      }),
      changeUser: fromPromise(async ({ input, signal }) => {
        const changed = await api.changeSalespersonUser(input.userId, { signal });
        if (!changed.ok) throw managerFailure(changed);
        if (!changed.value) throw { kind: 'failed' } satisfies ManagerFailure;
      }),
    },
  });
}

/**
 * 'add codes': `count` new codes in one call, then the pasted recipients' names and e-mails stored on them one by
 * one (`code/persist`; the server creates only bare codes). A recipient that cannot be stored leaves its code bare
 * and is counted (`unsaved`): the codes exist either way, so the answer is never thrown away.
 */
async function createCodes(
  api: GiftShopApi,
  input: Extract<SaveRequest, { kind: 'createCodes' }>,
  signal: AbortSignal,
): Promise<{ codes: GiftCode[]; replace: false; notice: CodesNotice }> {
  const created = value(await api.createCodes(input.id, input.count, { signal }));
  const codes = [...created];
  let unsaved = 0;
  for (const [i, recipient] of input.recipients.entries()) {
    const code = codes[i];
    if (!code) break;
    if (!recipient.name && !recipient.email) continue;
    const stored = await api.persistCode({ id: code.id, name: recipient.name, email: recipient.email }, { signal });
    if (stored.ok) codes[i] = stored.value;
    else unsaved += 1;
  }
  return { codes, replace: false, notice: { kind: 'created', count: created.length, unsaved } };
}
