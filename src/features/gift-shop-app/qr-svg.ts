/**
 * QR codes for the printable certificate sheet (issue 12): the `qr` library (paulmillr/qr: zero dependencies,
 * ESM, about 10 kB gzipped, encoder only here) turns a link into a module matrix, drawn here as one SVG path
 * (crisp at any print resolution, no canvas, no server). Loaded only by the sheet, through a dynamic import.
 */
import { lazyPart } from '../../ui/lazy-load.ts';

/** A QR code: its side in modules (quiet zone of 4 included) and the path of its dark modules. */
export interface QrShape {
  size: number;
  path: string;
}

export type QrEncoder = (text: string) => QrShape;

/** The dark modules of `matrix` as one path: each run of dark modules in a row is one rectangle. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/** The library's chunk (`chunks/qr-<build>.js`): a failed load is forgotten, and a retry asks for it anew. */
const library = lazyPart(() => import('qr'), { chunk: 'qr', base: import.meta.url });
let encoder: QrEncoder | null = null;

/**
 * The encoder, once the library is loaded (one import per page). Error correction 'medium' (15%): a card may
 * get a crease or a smudge.
 */
export async function loadQrEncoder(): Promise<QrEncoder> {
  const { default: encodeQR } = await library.load();
  encoder ??= (text: string) => {
    const matrix = encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
    return { size: matrix.length, path: qrPath(matrix) };
  };
  return encoder;
}
