import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastReport, normaliseHex, parseHex, relativeLuminance } from '../../../src/ui/contrast.ts';

describe('parseHex / normaliseHex', () => {
  it('reads #rgb and #rrggbb, with or without #, any case', () => {
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('1D5C8C')).toEqual({ r: 29, g: 92, b: 140 });
    expect(parseHex(' #767676 ')).toEqual({ r: 118, g: 118, b: 118 });
    expect(normaliseHex('#ABC')).toBe('#aabbcc');
  });

  it('rejects everything else', () => {
    for (const bad of ['', '#ff', '#ffff', '#gggggg', 'red', '#1234567', 'rgb(0,0,0)']) {
      expect(parseHex(bad), bad).toBeUndefined();
      expect(normaliseHex(bad), bad).toBeUndefined();
    }
  });
});

describe('relative luminance and contrast ratio (WCAG 2.x)', () => {
  it('black is 0, white is 1, and black on white is 21:1 either way round', () => {
    const black = parseHex('#000')!;
    const white = parseHex('#fff')!;
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBeCloseTo(1, 10);
    expect(contrastRatio(black, white)).toBeCloseTo(21, 10);
    expect(contrastRatio(white, black)).toBeCloseTo(21, 10);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('known pairs: #767676 (the lightest AA grey on white) 4.54, #595959 (the AAA grey) 7.00, order independent', () => {
    expect(contrastReport('#767676', '#ffffff')!.display).toBe('4.54');
    expect(contrastReport('#ffffff', '#767676')!.display).toBe('4.54');
    expect(contrastReport('#595959', '#fff')!.display).toBe('7.00');
    // 4.478…: floored, not rounded up
    expect(contrastReport('#777777', '#ffffff')!.display).toBe('4.47');
  });
});

describe('contrastReport verdicts', () => {
  it('#767676 on white passes AA normal and large and AAA large, fails AAA normal', () => {
    expect(contrastReport('#767676', '#fff')!.pass).toEqual({
      aaNormal: true,
      aaLarge: true,
      aaaNormal: false,
      aaaLarge: true,
    });
  });

  it('#777777 on white (4.47) fails AA normal and passes AA large only', () => {
    expect(contrastReport('#777', '#fff')!.pass).toEqual({
      aaNormal: false,
      aaLarge: true,
      aaaNormal: false,
      aaaLarge: false,
    });
  });

  it('#949494 on white (3.03) passes AA large only; #aaaaaa (2.32) passes nothing', () => {
    const mid = contrastReport('#949494', '#fff')!;
    expect(mid.display).toBe('3.03');
    expect(mid.pass).toEqual({ aaNormal: false, aaLarge: true, aaaNormal: false, aaaLarge: false });
    const light = contrastReport('#aaaaaa', '#fff')!;
    expect(light.display).toBe('2.32');
    expect(Object.values(light.pass)).toEqual([false, false, false, false]);
  });

  it('black on white passes everything', () => {
    expect(Object.values(contrastReport('#000', '#fff')!.pass)).toEqual([true, true, true, true]);
  });

  it('the shown ratio is floored, so a failing ratio never reads as passing', () => {
    // #647a86 on white is 4.4968…: rounding would show "4.50" next to a failing AA verdict.
    const near = contrastReport('#647a86', '#ffffff')!;
    expect(near.ratio).toBeGreaterThan(4.495);
    expect(near.ratio).toBeLessThan(4.5);
    expect(near.pass.aaNormal).toBe(false);
    expect(near.display).toBe('4.49');
  });

  it('undefined for a colour that is not hex', () => {
    expect(contrastReport('red', '#fff')).toBeUndefined();
    expect(contrastReport('#000', '')).toBeUndefined();
  });
});
