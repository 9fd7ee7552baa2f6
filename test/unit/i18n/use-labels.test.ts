// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createElement, act } from 'react';
import { createRoot } from 'react-dom/client';
import { createLabelStore } from '../../../src/i18n/labels.ts';
import { useLabels } from '../../../src/i18n/use-labels.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useLabels', () => {
  it('renders the default, then the server text once the group arrives', async () => {
    let resolve!: (v: Record<string, string>) => void;
    const fetchLabels = vi.fn(() => new Promise<Record<string, string> | undefined>((r) => (resolve = r)));
    const store = createLabelStore({ fetchLabels, isSupervisor: false });
    function Button() {
      const label = useLabels(store, 'checkout');
      return createElement('button', null, label('checkout/submit', 'Buy now'));
    }
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(createElement(Button)));
    expect(host.textContent).toBe('Buy now');
    expect(fetchLabels).toHaveBeenCalledWith('checkout');
    await act(async () => resolve({ submit: 'Køb nu' }));
    expect(host.textContent).toBe('Køb nu');
    expect(fetchLabels).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
  });
});
