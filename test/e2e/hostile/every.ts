/**
 * Every vector shown in a sanitised HTML field (issue 15). A field value holds many `⟦N⟧ vector` pairs; when the
 * sanitiser drops a vector whole (an unclosed `<svg>`, `<iframe>`, `<noscript>` … with all it holds), the pairs after
 * it in the same value are dropped with it, so one render does not prove those rendered and harmless in context.
 * `showEvery` renders the vectors again until each token has been on the page:
 *
 * 1. the vectors go out in batches of at most `maxChars` characters, one batch per field value;
 * 2. a vector whose token is on the page is done. One whose token is missing was swallowed by a vector before it in
 *    its batch: the last vector shown before the gap is the swallower, and its template is now known to swallow;
 * 3. the swallowed ones go out again in new batches: each vector of a template known to swallow ends a batch of its
 *    own (after some of the others), so it cannot swallow them; the rest are packed as before;
 * 4. a vector whose token is missing although it was first in its batch goes out alone; alone and still missing, it
 *    is recorded as dropped whole by the sanitiser (counted and reported, not a failure). In the first round the
 *    first token of every value must be there: nothing precedes it, so without it the field was not rendered.
 *
 * With templates already known to swallow (another field with the same sanitiser), the first round plans as in 3.
 *
 * It stops when no vector is left (at most `MAX_ROUNDS` rounds, else it fails: a test that cannot end is a defect).
 */
import { batches, fieldValue, token, type Vector } from './corpus.ts';

export const MAX_ROUNDS = 8;

export interface EveryResult {
  /** Field values rendered in all (one value = one render of the field). */
  renders: number;
  rounds: number;
  /** Vectors sent again because they were swallowed. */
  resent: number;
  /** Alone in their field and still not on the page: dropped whole by the sanitiser. */
  dropped: Vector[];
  /** Vectors whose token was on the page. */
  shown: number;
}

/**
 * Renders `vectors` through a field until each token has been on the page (or the vector was alone and dropped).
 * `render(fields, round)` puts each batch into one field value (`fieldValue`), renders them (checking no harm) and
 * returns the vector numbers whose tokens it saw. `swallowing`: the templates known to swallow (learnt here and
 * added to; pass the set of an earlier field with the same sanitiser and the first round already plans with it).
 */
export async function showEvery(
  vectors: Vector[],
  maxChars: number,
  render: (fields: Vector[][], round: number) => Promise<Set<number>>,
  swallowing = new Set<number>(),
): Promise<EveryResult> {
  const result: EveryResult = { renders: 0, rounds: 0, resent: 0, dropped: [], shown: 0 };
  let pending = swallowing.size ? plan(vectors, swallowing, maxChars) : batches(vectors, maxChars);
  while (pending.length) {
    result.rounds += 1;
    if (result.rounds > MAX_ROUNDS) {
      throw new Error(`vectors still swallowed after ${MAX_ROUNDS} rounds: ${pending.flat().map((v) => v.id)}`);
    }
    const seen = await render(pending, result.rounds);
    result.renders += pending.length;
    // Nothing precedes the first pair of a first-round value: its token missing means the field was not rendered.
    const unrendered = result.rounds === 1 ? pending.filter((batch) => !seen.has(batch[0]!.id)) : [];
    if (unrendered.length) {
      throw new Error(`field values not rendered (first token missing): ${unrendered.map((b) => token(b[0]!.id))}`);
    }
    const again: Vector[] = [];
    const alone: Vector[] = [];
    for (const batch of pending) {
      batch.forEach((v, i) => {
        if (seen.has(v.id)) {
          result.shown += 1;
          const next = batch[i + 1];
          if (next && !seen.has(next.id)) swallowing.add(v.template);
        } else if (batch.length === 1) result.dropped.push(v);
        else if (i === 0) alone.push(v);
        else again.push(v);
      });
    }
    result.resent += again.length + alone.length;
    pending = [...alone.map((v) => [v]), ...plan(again, swallowing, maxChars)];
  }
  return result;
}

/** The next round's batches: each vector of a swallowing template last in a batch of its own. */
function plan(vectors: Vector[], swallowing: Set<number>, maxChars: number): Vector[][] {
  const enders = vectors.filter((v) => swallowing.has(v.template));
  const others = vectors.filter((v) => !swallowing.has(v.template));
  const out: Vector[][] = [];
  const share = enders.length ? Math.ceil(others.length / enders.length) : 0;
  let next = 0;
  for (const ender of enders) {
    const batch: Vector[] = [];
    let length = fieldValue([ender]).length;
    while (next < others.length && batch.length < share) {
      const piece = fieldValue([others[next]!]).length + 1;
      if (length + piece > maxChars) break;
      batch.push(others[next]!);
      length += piece;
      next += 1;
    }
    out.push([...batch, ender]);
  }
  out.push(...batches(others.slice(next), maxChars));
  return out;
}

/** One line for the log and the docs: what it took to show every vector of a field. */
export function describeEvery(field: string, r: EveryResult): string {
  const dropped = r.dropped.length ? ` (${r.dropped.map((v) => token(v.id)).join(' ')})` : '';
  return (
    `${field}: ${r.shown} shown in ${r.renders} field values over ${r.rounds} rounds (${r.resent} sent again), ` +
    `${r.dropped.length} dropped whole by the sanitiser${dropped}`
  );
}
