/**
 * The catalogs plugin awaits each entry's texts registration after chunking (src/i18n/vite-catalogs.ts
 * `awaitTexts`: a top-level await in the sources would turn rolldown's chunk optimizations off, and with them
 * the one-file-per-element entries), and moves the source map's columns with the inserted text (`shiftColumns`).
 */
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { awaitTexts, shiftColumns, TEXTS_PLACEHOLDER as P } from '../../../src/i18n/vite-catalogs.ts';

describe('awaitTexts', () => {
  it('awaits each top-level registration, in the shapes a minifier writes, and says where', () => {
    const code = `import{a as e}from"./x.js";e("${P}",import.meta.url),f();\n(0,g)("${P}",import.meta.url);h()`;
    const result = awaitTexts(code);
    expect(result).toEqual({
      code: `import{a as e}from"./x.js";await e("${P}",import.meta.url),f();\nawait (0,g)("${P}",import.meta.url);h()`,
      at: [
        { line: 0, column: 27 },
        { line: 1, column: 0 },
      ],
    });
  });

  it("leaves an awaited one (an element entry's define()) as it is", () => {
    const code = `async function n(){await r("${P}",import.meta.url),i(t)}export{n as define};`;
    expect(awaitTexts(code)).toEqual({ code, at: [] });
  });

  it('refuses a registration that is not a statement of its own (an await there would be wrong)', () => {
    expect(awaitTexts(`x=y&&e("${P}",import.meta.url);`)).toEqual({ problem: expect.stringMatching(/1 of its/) });
  });
});

describe('shiftColumns', () => {
  it('moves the generated columns at or after the insertion right, on that line only', () => {
    const lines = [
      [
        [0, 0, 0, 0],
        [10, 0, 1, 4],
        [27, 0, 2, 0],
        [40, 0, 2, 9, 1],
      ],
      [
        [0, 0, 3, 0],
        [5, 0, 4, 2],
      ],
    ] as ReturnType<typeof decode>;
    const shifted = decode(shiftColumns(encode(lines), 0, 27, 6));
    expect(shifted[0]).toEqual([
      [0, 0, 0, 0],
      [10, 0, 1, 4],
      [33, 0, 2, 0],
      [46, 0, 2, 9, 1],
    ]);
    expect(shifted[1]).toEqual(lines[1]);
    // twice on one line, the later insertion first (as the plugin does): both shifts add up past the second
    const twice = decode(shiftColumns(shiftColumns(encode(lines), 0, 30, 6), 0, 5, 6));
    expect(twice[0]!.map((s) => s[0])).toEqual([0, 16, 33, 52]);
  });
});
