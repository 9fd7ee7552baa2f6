// Exact expected money strings for tests (docs/money-format.md): what the library and the reference server's
// formatDkk produce, separators and all. Plain ES module: Vitest, Playwright and the element tests (served raw
// to the browser) import it alike.

/** The no-break space Intl puts between a Danish amount and "kr." (and between "DKK" and an English amount). */
export const NBSP = '\u00a0';

/** Danish money as the server and a da-DK page write it: `dkk('434,00')` → `434,00 kr.` with a no-break space. */
export const dkk = (amount) => `${amount}${NBSP}kr.`;

/** DKK on an en-GB page: `dkkEn('434.00')` → `DKK 434.00` with a no-break space. */
export const dkkEn = (amount) => `DKK${NBSP}${amount}`;
