/**
 * What must hold in the database after the demo server was killed (crash-safety.test.ts), checked with SQL against
 * the ledger of acknowledged and in-flight requests. Each check returns the problems it found (empty: it holds).
 */
import type { Sql } from './crash-safety-harness.ts';
import { SHOP_ID, inviteEmail, winnerName, type Ledger } from './crash-safety-load.ts';

interface CodeRow {
  id: string;
  products: string[];
  name: string;
  email: string;
  consent: boolean;
  invitationstate: string;
  redeemed_at: Date | null;
  mails: number;
  mail_status: string | null;
  mail_to: string | null;
}

/**
 * `resumedBefore`: invitations of the rounds before this one were seen sent by a restarted server's worker, so none
 * of them may be SENDING any more; the current round's may be (the state right at a kill).
 */
export async function checkInvariants(sql: Sql, ledger: Ledger, resumedBefore: number): Promise<string[]> {
  const problems: string[] = [];
  const fail = (msg: string) => problems.push(msg);

  // Structure: no line without its cart, no cart of a session that does not exist.
  const [orphans] = await sql<{ lines: number; carts: number }>(
    `select (select count(*)::int from cart_lines l where not exists (select 1 from carts c where c.id = l.cart_id)) as lines,
            (select count(*)::int from carts c where c.session_id is not null
               and not exists (select 1 from sessions s where s.id = c.session_id)) as carts`,
  );
  if (orphans?.lines) fail(`${orphans.lines} cart lines without their cart`);
  if (orphans?.carts) fail(`${orphans.carts} carts of a session that does not exist`);

  // Carts: every acknowledged change is there; B and C (written by one request) move together.
  const { a, b, c } = ledger.products;
  for (const [i, cart] of ledger.carts.entries()) {
    const session = cart.client.sessionId();
    if (!session) {
      if (cart.setAcked || cart.addAcked) fail(`cart ${i}: acknowledged changes but no session cookie`);
      continue;
    }
    const rows = await sql<{ product_id: string; quantity: number }>(
      `select l.product_id, l.quantity from cart_lines l join carts c on c.id = l.cart_id where c.session_id = $1`,
      [session],
    );
    const qty = (p: string) => rows.find((r) => r.product_id === p)?.quantity ?? 0;
    const allowedA = [cart.setAcked, ...(cart.setInFlight !== null ? [cart.setInFlight] : [])];
    if (!allowedA.includes(qty(a))) fail(`cart ${i}: product A has ${qty(a)}, expected one of ${allowedA.join('/')}`);
    if (qty(b) !== qty(c)) fail(`cart ${i}: half-written change, B ${qty(b)} but C ${qty(c)} (one request adds both)`);
    const allowedB = [cart.addAcked, ...(cart.addInFlight ? [cart.addAcked + 1] : [])];
    if (!allowedB.includes(qty(b))) fail(`cart ${i}: product B has ${qty(b)}, expected one of ${allowedB.join('/')}`);
  }

  const codes = await sql<CodeRow>(
    `select g.id, g.products, g.name, g.email, g.consent, g.invitationstate, g.redeemed_at,
            (select count(*)::int from outbox o where o.code_id = g.id) as mails,
            (select o.status from outbox o where o.code_id = g.id order by o.id limit 1) as mail_status,
            (select o."to" from outbox o where o.code_id = g.id order by o.id limit 1) as mail_to
       from gift_codes g where g.shop_id = $1`,
    [SHOP_ID],
  );
  const byId = new Map(codes.map((row) => [row.id, row]));

  // Redemptions: at most one winner per code, and the stored choice is whole and is the winner's.
  for (const [id, entry] of ledger.codes) {
    const row = byId.get(id);
    if (!row) {
      fail(`code ${id} is gone`);
      continue;
    }
    if (entry.wins.length > 1) fail(`code ${id} redeemed ${entry.wins.length} times (${entry.wins.join(', ')})`);
    const redeemed = row.products.length > 0;
    if (redeemed !== (row.redeemed_at !== null) || redeemed !== row.consent)
      fail(
        `code ${id}: half-written redemption (products ${row.products.length}, redeemed_at ${row.redeemed_at}, consent ${row.consent})`,
      );
    if (!redeemed) {
      if (entry.wins.length) fail(`code ${id}: redemption by ${entry.wins[0]} was acknowledged but is lost`);
      if (row.name !== '' || row.email !== '') fail(`code ${id}: not redeemed but has name/e-mail`);
      continue;
    }
    const [product] = row.products;
    if (row.products.length !== 1 || !product || !entry.tried.includes(product))
      fail(`code ${id}: products ${JSON.stringify(row.products)} were never asked for`);
    else if (row.name !== winnerName(product) || row.email !== `${product}@example.test`)
      fail(
        `code ${id}: products of one redemption (${product}) but name/e-mail of another (${row.name}, ${row.email})`,
      );
    if (entry.wins.length === 1 && product !== entry.wins[0])
      fail(`code ${id}: ${entry.wins[0]} won (200) but the database holds ${product}`);
  }

  // Invitations: a batch is queued whole or not at all; an acknowledged one is never lost; each invitation is
  // written to the outbox once, and only when the code left SENDING.
  for (const batch of ledger.batches) {
    const states = batch.codes.map((id) => byId.get(id)?.invitationstate ?? 'GONE');
    const manual = states.filter((s) => s === 'MANUAL').length;
    if (manual > 0 && manual < states.length)
      fail(`invite batch ${batch.codes[0]}…: ${manual} of ${states.length} codes still MANUAL (half-written)`);
    if (batch.acked && manual > 0) fail(`invite batch ${batch.codes[0]}… was acknowledged but is lost`);
  }
  for (const row of codes) {
    const state = row.invitationstate;
    const m = /^CRSH-V(\d+)-(\d+)$/.exec(row.id);
    if (state === 'SENDING' && m && Number(m[1]) < resumedBefore) fail(`code ${row.id} still SENDING after a restart`);
    if (state === 'MANUAL' || state === 'SENDING') {
      if (row.mails !== 0) fail(`code ${row.id} is ${state} but has ${row.mails} invitation e-mails`);
      continue;
    }
    if (!m) {
      fail(`code ${row.id} is ${state} but was never invited`);
      continue;
    }
    if (row.mails !== 1) fail(`code ${row.id} is ${state} with ${row.mails} invitation e-mails (expected 1)`);
    const email = inviteEmail(Number(m[1]), Number(m[2]));
    const expected = email.endsWith('.invalid') ? 'FAILED' : 'SENT';
    if (state !== expected) fail(`code ${row.id} is ${state}, expected ${expected} for ${email}`);
    if (row.mail_status !== (expected === 'SENT' ? 'sent' : 'failed') || row.mail_to !== email)
      fail(`code ${row.id}: outbox row ${row.mail_status} to ${row.mail_to} does not match ${state} ${email}`);
  }
  return problems;
}

/** How many of the shop's codes are in each invitation state. */
export async function invitationStates(sql: Sql): Promise<Record<string, number>> {
  const rows = await sql<{ state: string; n: number }>(
    `select invitationstate as state, count(*)::int as n from gift_codes where shop_id = $1 group by 1`,
    [SHOP_ID],
  );
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}
