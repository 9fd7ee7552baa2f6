import { decodeQR } from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { loadQrEncoder, qrPath, type QrShape } from '../../../src/features/gift-shop-app/qr-svg.ts';
import { cardOrder, paged } from '../../../src/features/gift-shop-app/print-sheet.tsx';

/** The SVG path drawn back into an RGBA bitmap (`scale` pixels per module), as a scanner would see the card. */
function bitmap({ size, path }: QrShape, scale = 4) {
  const side = size * scale;
  const data = new Uint8Array(side * side * 4).fill(255);
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++)
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++)
        data.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
  }
  return { width: side, height: side, data };
}

describe('QR codes of the print sheet (issue 12)', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it("encodes the recipient's link so that a scanner reads it back (quiet zone included)", async () => {
    const encode = await loadQrEncoder();
    const link = 'https://butik.example/giftshop#/g/julefrokost-2026/JUL-7K3M9QXP';
    const shape = encode(link);
    expect(shape.path).toMatch(/^M4 4h7v1h-7z/); // the finder pattern, after 4 modules of quiet zone
    expect(decodeQR(bitmap(shape))).toBe(link);
    expect(await loadQrEncoder()).toBe(encode);
  });

  it('cards ordered by name (Danish: Å last), then the unnamed by code (numbers in order)', () => {
    const code = (id: string, name: string | null) => ({ id, name }) as Parameters<typeof cardOrder>[0][number];
    const ordered = cardOrder([
      code('K-10', null),
      code('K-2', null),
      code('K-3', 'Åse Ørn'),
      code('K-4', 'bo Berg'),
      code('K-5', 'Zack'),
      code('K-1', 'Anna'),
    ]);
    expect(ordered.map((c) => c.id)).toEqual(['K-1', 'K-4', 'K-5', 'K-3', 'K-2', 'K-10']);
  });

  it('pages of 8', () => {
    const codes = Array.from({ length: 17 }, (_, i) => i);
    expect(paged(codes, 8).map((p) => p.length)).toEqual([8, 8, 1]);
    expect(paged([], 8)).toEqual([]);
  });
});
