/**
 * The load the crash-safety test (crash-safety.test.ts) puts on the demo server until it is killed: cart changes,
 * racing gift-code redemptions and invitations, each recorded in a ledger of what the server acknowledged (a 200
 * answer: committed) and what was in flight at the kill (no answer: either outcome is allowed).
 */
import { API, HttpClient, type Sql } from './crash-safety-harness.ts';

export const SHOP_ID = 'crash-safety';
/** Codes per round: raced redemptions, and invitations (one large batch, then small ones). */
export const REDEEM_CODES = 40;
export const INVITE_CODES = 700;
/** The first invitation batch of a round: more than the worker sends in one transaction (100). */
export const BIG_BATCH = 150;
/** … and of the 'mid-drain' round: six of the worker's transactions, so a kill lands before it has sent them all. */
export const HUGE_BATCH = 600;
export const SMALL_BATCH = 8;
/** Codes left SENDING in the database before the first start (see seedCrashData). */
export const QUEUED_AT_START = 20;
const RACERS = 3;
const CART_CLIENTS = 6;

export const redeemCode = (round: number, i: number) => `CRSH-R${round}-${String(i).padStart(3, '0')}`;
export const inviteCode = (round: number, i: number) => `CRSH-V${round}-${String(i).padStart(3, '0')}`;
/** Every fourth invitation goes to an undeliverable address: the worker marks it FAILED. */
export const inviteEmail = (round: number, i: number) =>
  i % 4 === 3 ? `v${round}-${i}@nowhere.invalid` : `v${round}-${i}@example.test`;
export const winnerName = (product: string) => `Vinder ${product}`;

export interface CartEntry {
  client: HttpClient;
  /** Quantity of product A as last acknowledged (0: no line), and the one sent when the server died. */
  setAcked: number;
  setInFlight: number | null;
  /** Acknowledged "add one of B and one of C" calls (one request, two lines), and whether one was in flight. */
  addAcked: number;
  addInFlight: boolean;
}

export interface CodeEntry {
  /** Products the racers asked for, and those whose redemption the server acknowledged with 200. */
  tried: string[];
  wins: string[];
}

export interface InviteBatch {
  codes: string[];
  acked: boolean;
}

/** When a random round kills the server: after this progress in the round, and then this delay. */
export interface KillAfter {
  cartChanges: number;
  codes: number;
  delayMs: number;
}

export interface Ledger {
  products: { a: string; b: string; c: string; gifts: string[] };
  carts: CartEntry[];
  codes: Map<string, CodeEntry>;
  batches: InviteBatch[];
  /** Answers that are neither success nor the expected refusal, and re-redemptions that did not get 409. */
  problems: string[];
  acked: { cart: number; redeemed: number; refused: number; invites: number };
}

export function newLedger(products: Ledger['products']): Ledger {
  return {
    products,
    carts: [],
    codes: new Map(),
    batches: [],
    problems: [],
    acked: { cart: 0, redeemed: 0, refused: 0, invites: 0 },
  };
}

/**
 * Seeds the test's own gift shop (owned by the demo owner, open, no dates) and its codes for every round, and picks
 * the products: plain ones (no variants, pack size 1, purchasable) from the demo's catalogue.
 */
export async function seedCrashData(sql: Sql, rounds: number): Promise<Ledger['products']> {
  const picked = await sql<{ id: string }>(
    `select id from products where allow_purchase and not has_variants and colli = 1
       and not exists (select 1 from variants v where v.product_id = products.id)
     order by id limit 8`,
  );
  const ids = picked.map((p) => p.id);
  if (ids.length < 8) throw new Error(`need 8 plain products, found ${ids.length}`);
  const [owner] = await sql<{ id: number }>(`select id from users where email = 'ejer@butik.test'`);
  if (!owner) throw new Error('the demo owner ejer@butik.test is missing');
  const gifts = ids.slice(3, 3 + RACERS);
  await sql(
    `insert into gift_shops (id, name, user_id, products, defaultproducts, requireddefaultproducts, emailmessage)
     values ($1, 'Crash safety', $2, $3::jsonb, '[]'::jsonb, 1, 'Vælg din gave')`,
    [SHOP_ID, owner.id, JSON.stringify(gifts)],
  );
  const codes: string[] = [];
  for (let r = 1; r <= rounds; r++) {
    for (let i = 0; i < REDEEM_CODES; i++) codes.push(redeemCode(r, i));
    for (let i = 0; i < INVITE_CODES; i++) codes.push(inviteCode(r, i));
  }
  // The forgiving look-up key as the server computes it (normalizeGiftCode): upper case, no dashes, O->0, I/L->1.
  await sql(
    `insert into gift_codes (id, lookup_key, shop_id)
     select id, translate(upper(replace(id, '-', '')), 'OIL', '011'), $1 from unnest($2::text[]) as id`,
    [SHOP_ID, codes],
  );
  // "Round 0": invitations a killed server had queued (SENDING, committed) but its worker never sent, exactly what a
  // kill between codes/invite and the worker's drain leaves: the first start must send them.
  const queued = Array.from({ length: QUEUED_AT_START }, (_, i) => i);
  await sql(
    `insert into gift_codes (id, lookup_key, shop_id, email, invitationstate)
     select id, translate(upper(replace(id, '-', '')), 'OIL', '011'), $1, email, 'SENDING'
       from unnest($2::text[], $3::text[]) as t(id, email)`,
    [SHOP_ID, queued.map((i) => inviteCode(0, i)), queued.map((i) => inviteEmail(0, i))],
  );
  return { a: ids[0]!, b: ids[1]!, c: ids[2]!, gifts };
}

const ok = (status: number) => status === 200;

/** One browser changing its cart until the server dies: set A to 1, 2, 3 …, and add B and C together. */
async function cartLoop(base: string, ledger: Ledger, stop: () => boolean, onAck: () => void): Promise<void> {
  const entry: CartEntry = {
    client: new HttpClient(base),
    setAcked: 0,
    setInFlight: null,
    addAcked: 0,
    addInFlight: false,
  };
  ledger.carts.push(entry);
  const { a, b, c } = ledger.products;
  for (let i = 1; !stop(); i++) {
    const set = i % 2 === 1;
    const quantity = entry.setAcked + 1;
    try {
      const res = set
        ? await entry.client.request('POST', `${API}/cart/addorupdatecart`, { json: { productid: a, quantity } })
        : await entry.client.request('POST', `${API}/cart/addorupdatecartfromlist`, {
            json: {
              items: [
                { productid: b, quantity: 1 },
                { productid: c, quantity: 1 },
              ],
            },
          });
      if (!ok(res.status)) {
        ledger.problems.push(`cart change answered ${res.status}: ${JSON.stringify(res.body)}`);
        return;
      }
      if (set) entry.setAcked = quantity;
      else entry.addAcked++;
      ledger.acked.cart++;
      onAck();
    } catch {
      if (set) entry.setInFlight = quantity;
      else entry.addInFlight = true;
      return;
    }
  }
}

/** Racers redeem the round's codes one by one, three browsers at once per code, each choosing another gift. */
async function redeemLoop(
  base: string,
  round: number,
  ledger: Ledger,
  stop: () => boolean,
  onDecided: () => void,
): Promise<void> {
  const racers = ledger.products.gifts.map(() => new HttpClient(base));
  const earlier = [...ledger.codes].filter(([, e]) => e.wins.length === 1).map(([id]) => id);
  for (let i = 0; i < REDEEM_CODES && !stop(); i++) {
    const id = redeemCode(round, i);
    const entry: CodeEntry = { tried: [], wins: [] };
    ledger.codes.set(id, entry);
    let died = false;
    await Promise.all(
      racers.map(async (client, k) => {
        const product = ledger.products.gifts[k]!;
        entry.tried.push(product);
        try {
          const res = await client.request('POST', `${API}/giftshop/code/${id}/redeem`, {
            json: { name: winnerName(product), email: `${product}@example.test`, products: [product] },
          });
          if (ok(res.status)) {
            entry.wins.push(product);
            ledger.acked.redeemed++;
          } else if (res.status === 409) ledger.acked.refused++;
          else ledger.problems.push(`redeem ${id} answered ${res.status}: ${JSON.stringify(res.body)}`);
        } catch {
          died = true;
        }
      }),
    );
    if (died) return;
    onDecided();
    // A code redeemed before an earlier crash stays redeemed: a second redemption is refused.
    const again = earlier[i % Math.max(1, earlier.length)];
    if (again) {
      try {
        const res = await racers[0]!.request('POST', `${API}/giftshop/code/${again}/redeem`, {
          json: { name: winnerName('x'), products: [ledger.products.gifts[0]] },
        });
        if (res.status !== 409) ledger.problems.push(`re-redeeming ${again} answered ${res.status}, not 409`);
        else ledger.acked.refused++;
      } catch {
        return;
      }
    }
  }
}

/** The owner invites the round's codes: one large batch (the worker needs a while for it), then small ones. */
async function inviteLoop(
  owner: HttpClient,
  round: number,
  ledger: Ledger,
  stop: () => boolean,
  first: number,
  gate: Promise<void>,
): Promise<void> {
  await gate;
  let next = 0;
  while (next < INVITE_CODES && !stop()) {
    const size = next === 0 ? first : SMALL_BATCH;
    const ids = Array.from({ length: Math.min(size, INVITE_CODES - next) }, (_, k) => next + k);
    next += ids.length;
    const batch: InviteBatch = { codes: ids.map((i) => inviteCode(round, i)), acked: false };
    ledger.batches.push(batch);
    try {
      const res = await owner.request('POST', `${API}/giftshop/${SHOP_ID}/codes/invite`, {
        json: { codeids: batch.codes, emails: ids.map((i) => inviteEmail(round, i)) },
      });
      if (!ok(res.status)) {
        ledger.problems.push(`invite answered ${res.status}: ${JSON.stringify(res.body)}`);
        return;
      }
      batch.acked = true;
      ledger.acked.invites += batch.codes.length;
    } catch {
      return;
    }
  }
}

/**
 * Polls the sent-status of the shop and kills the server as soon as the large batch is queued (SENDING: committed by
 * codes/invite, and the worker, which holds the database while it sends 100 codes in one transaction, has not sent
 * them all yet) or partly sent.
 */
async function watchDrain(owner: HttpClient, round: number, stop: () => boolean): Promise<void> {
  // Returning (the batch queued, or a failed poll) makes the caller kill the server.
  const big = new Set(Array.from({ length: HUGE_BATCH }, (_, i) => inviteCode(round, i)));
  while (!stop()) {
    try {
      const res = await owner.request('GET', `${API}/giftshop/${SHOP_ID}/codes/sent-status`);
      if (res.status !== 200) return;
      const states = (res.body as Array<{ id: string; invitationstate: string }>).filter((s) => big.has(s.id));
      if (states.some((s) => s.invitationstate !== 'MANUAL')) return;
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Runs the load of one round on the server at `base` until `kill` has been called and every loop has ended.
 * `killWhen` decides when: once that many cart changes were acknowledged and that many codes decided (every racer
 * answered), plus a delay (progress, not time from the start: a fresh process answers slowly at first, and a busy
 * machine slower still), or ('mid-drain') as soon as the owner's sent-status shows the large invitation batch queued
 * for the worker.
 */
export async function runLoad(
  base: string,
  owner: HttpClient,
  round: number,
  ledger: Ledger,
  killWhen: KillAfter | 'mid-drain',
  kill: () => Promise<void>,
): Promise<void> {
  let killed = false;
  let killing: Promise<void> | null = null;
  const doKill = () => {
    killing ??= kill().then(() => {
      killed = true;
    });
  };
  // Every loop ends at the kill, or at the first problem (then the carts end too, and the server is killed).
  const stop = () => killed || ledger.problems.length > 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let acks = 0;
  let decided = 0;
  // The 'mid-drain' round invites only once carts and redemptions are under way, so it kills them mid-way too.
  let open: () => void = () => undefined;
  const gate = killWhen === 'mid-drain' ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve();
  const progress = () => {
    if (typeof killWhen === 'object' && acks >= killWhen.cartChanges && decided >= killWhen.codes)
      timer ??= setTimeout(doKill, killWhen.delayMs);
    if (acks >= 3 && decided >= 1) open();
  };
  const onAck = () => {
    acks++;
    progress();
  };
  const work = [
    ...Array.from({ length: CART_CLIENTS }, () => cartLoop(base, ledger, stop, onAck)),
    redeemLoop(base, round, ledger, stop, () => {
      decided++;
      progress();
    }),
  ];
  // Carts and redemptions end only at the kill, or at a refused request (a problem): then kill now, nothing waits.
  void Promise.all(work).then(() => {
    open();
    doKill();
  });
  const loops = [
    ...work,
    inviteLoop(owner, round, ledger, stop, killWhen === 'mid-drain' ? HUGE_BATCH : BIG_BATCH, gate),
    ...(killWhen === 'mid-drain' ? [gate.then(() => watchDrain(owner, round, stop).finally(doKill))] : []),
  ];
  await Promise.all(loops);
  // Every loop ends at the kill (its request fails) or when its work is done: then the server is killed now.
  if (timer) clearTimeout(timer);
  doKill();
  await killing;
}
