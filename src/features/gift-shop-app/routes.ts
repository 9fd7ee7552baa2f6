/**
 * Routes of the gift-shop app (spec §2), as hash paths (`#/g/jul-2026/JUL26-0001`). Pure helpers: the
 * matching itself is wouter's (`<Route path={RECIPIENT_ROUTE}>` with `useHashLocation`).
 *
 * | Hash | Screen |
 * |---|---|
 * | `#/g/` | recipient code entry (the app home) |
 * | `#/g/{giftshop}` | code entry with that gift shop loaded |
 * | `#/g/{giftshop}/{code}` | the code's first step (INFO): the recipient's deep link |
 * | `#/g/{giftshop}/{code}/{step}` | a later step: `message`, `products` or `completed` (back/forward, reload) |
 * | `#/`, empty, anything else | redirected (replace) to the app home |
 *
 * | `#/m`, `#/m/giftshops`, `#/m/products`, `#/m/{giftshop}`, `#/m/{giftshop}/ass` (`/defaults`, `/edit`),
 *   `#/m/{giftshop}/inv` (`/print`) | the management area (management.part.tsx; {@link managementLocation}) |
 */

/** wouter pattern of the recipient route (all parameters optional). */
export const RECIPIENT_ROUTE = '/g/:giftshop?/:code?/:step?';

/** The app home: the recipient code entry page. */
export const HOME_PATH = '/g/';

/** Recipient steps as the flow names them (spec §4 LOGIN, INFO, MESSAGE, PRODUCTS, COMPLETED). */
export const RECIPIENT_STEPS = ['login', 'info', 'message', 'products', 'completed'] as const;
export type RecipientStep = (typeof RECIPIENT_STEPS)[number];

/** Steps that appear as the last path segment (login and info are implied by the segments before). */
const PATH_STEPS: ReadonlySet<string> = new Set(['message', 'products', 'completed']);

export function isRecipientStep(value: unknown): value is RecipientStep {
  return typeof value === 'string' && (RECIPIENT_STEPS as readonly string[]).includes(value);
}

/** A route parameter, trimmed; empty and whitespace-only mean absent. */
export function cleanParam(value: string | undefined | null): string | undefined {
  if (value == null) return undefined;
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // A malformed escape (`%E0%A4%A`) is kept as typed; the server answers 'Ukendt kode' / 'Ukendt gaveshop'.
  }
  text = text.trim();
  return text === '' ? undefined : text;
}

export interface RecipientLocation {
  giftshop?: string;
  code?: string;
  /** The step named in the path (only `message`, `products`, `completed`), or the one implied by the segments. */
  step: RecipientStep;
  /** True when the path named a step segment that is not a recipient step (the app then drops it). */
  badStep: boolean;
}

/** Reads the recipient route's parameters (as wouter matched them). */
export function recipientLocation(params: { giftshop?: string; code?: string; step?: string }): RecipientLocation {
  const giftshop = cleanParam(params.giftshop);
  const code = giftshop ? cleanParam(params.code) : undefined;
  const named = code ? cleanParam(params.step) : undefined;
  const badStep = named !== undefined && !PATH_STEPS.has(named);
  const step: RecipientStep = named && !badStep ? (named as RecipientStep) : code ? 'info' : 'login';
  return { giftshop, code, step, badStep };
}

/** The hash path (without `#`) for a recipient location; segments are URI-encoded. */
export function recipientPath(giftshop?: string | null, code?: string | null, step?: RecipientStep | null): string {
  const shop = cleanParam(giftshop);
  if (!shop) return HOME_PATH;
  const theCode = cleanParam(code);
  if (!theCode) return `/g/${encodeURIComponent(shop)}`;
  const base = `/g/${encodeURIComponent(shop)}/${encodeURIComponent(theCode)}`;
  return step && PATH_STEPS.has(step) ? `${base}/${step}` : base;
}

/** Two hash paths name the same location (ignoring a trailing slash and escaping differences). */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => {
    let text = p.replace(/^#?\/?/, '/').replace(/\/+$/, '');
    try {
      text = decodeURIComponent(text);
    } catch {
      // keep as is
    }
    return text || '/';
  };
  return norm(a) === norm(b);
}

/** wouter pattern of the management routes: `#/m` and everything below it. */
export const MANAGEMENT_ROUTE = /^\/m(?:\/.*)?$/;

/** Sections of the management area (spec §2 routes); the path segments of a shop's sections. */
export type ManagementSection = 'dashboard' | 'giftshops' | 'products' | 'overview' | 'assortment' | 'codes';
const SHOP_SECTION_SEGMENTS: Record<string, ManagementSection> = { ass: 'assortment', inv: 'codes' };

/**
 * Sub-sections of 'Sortiment' (spec §2): 'Vælg standardgaver' and 'Ret sortiment'; of 'Gavebeviser' (issue 12):
 * the printable certificate sheet.
 */
export type ManagementSubsection = 'none' | 'choosedefaults' | 'editassortment' | 'printcodes';
const SUBSECTION_SEGMENTS: Partial<Record<ManagementSection, Record<string, ManagementSubsection>>> = {
  assortment: { defaults: 'choosedefaults', edit: 'editassortment' },
  codes: { print: 'printcodes' },
};

export interface ManagementLocation {
  section: ManagementSection;
  giftshop?: string;
  /** `#/m/{giftshop}/ass/defaults`, `#/m/{giftshop}/ass/edit`, `#/m/{giftshop}/inv/print`. */
  subsection?: ManagementSubsection;
}

/**
 * A management hash path as a section (spec §2): `/m` dashboard, `/m/giftshops` ('Gaveshop oversigt'),
 * `/m/products` ('Disponering'), `/m/{giftshop}` overview, `/m/{giftshop}/ass` assortment, `/m/{giftshop}/inv`
 * codes, `/m/{giftshop}/ass/defaults` 'Vælg standardgaver', `/m/{giftshop}/ass/edit` 'Ret sortiment',
 * `/m/{giftshop}/inv/print` the printable certificate sheet. Anything
 * deeper or unknown under a shop is its section (or overview): the shop is what the link meant.
 */
export function managementLocation(path: string): ManagementLocation {
  const [, first, second, third] = path.split('/').filter((s, i) => i > 0 || s !== '');
  const giftshop = cleanParam(first);
  if (!giftshop) return { section: 'dashboard' };
  if (giftshop === 'giftshops' || giftshop === 'products') return { section: giftshop };
  const section = SHOP_SECTION_SEGMENTS[second ?? ''] ?? 'overview';
  const subsection = SUBSECTION_SEGMENTS[section]?.[third ?? ''];
  return subsection ? { section, giftshop, subsection } : { section, giftshop };
}
