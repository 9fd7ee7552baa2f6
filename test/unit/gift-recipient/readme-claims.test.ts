/**
 * README "Decisions" claims of the recipient flow that no other test proved (docs/testing/readme-claims.md).
 */
import { describe, expect, it } from 'vitest';
import { normalizeCode, progressKey } from '../../../machines/gift-recipient.machine.ts';
// The demo server keys codes with this same function (demo/server/routes/giftshop.ts, seed/commerce.ts).
import { normalizeGiftCode as codeKey } from '../../../src/domain/gift-code.ts';

describe('gift codes are matched forgivingly (case, spaces, dashes, O/0, I/L/1)', () => {
  it('the library compares codes the way the server matches them', () => {
    const typed = ['JUL26-0001', ' jul26 0001 ', 'jul-26-0001', 'JUL26-OOO1', 'JUL26-000I', 'jul26-000l', 'JUI26-0001'];
    for (const t of typed) {
      expect(normalizeCode(t), t).toBe(normalizeCode('JUL26-0001'));
      expect(codeKey(t), t).toBe(codeKey('JUL26-0001'));
    }
    expect(normalizeCode('JUL26-0002')).not.toBe(normalizeCode('JUL26-0001'));
  });
});

describe('unconfirmed progress is kept under butik:gift-recipient:{shop}:{code}', () => {
  it('one key per shop and code, however the code was typed', () => {
    const key = progressKey('jul-2026', 'JUL26-0001');
    expect(key.startsWith('butik:gift-recipient:jul-2026:')).toBe(true);
    expect(progressKey('jul-2026', 'jul26 000l')).toBe(key);
    expect(progressKey('jubilaeum', 'JUL26-0001')).not.toBe(key);
    expect(progressKey('jul-2026', 'JUL26-0002')).not.toBe(key);
  });
});
