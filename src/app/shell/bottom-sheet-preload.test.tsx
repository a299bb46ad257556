import { expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BottomSheet, preloadSheets } from './bottom-sheet';

// A file of its own: the sheet's code must not have rendered before (a lazy component that has
// rendered once no longer suspends, whichever way it was loaded).
it('opens in its first render once its code is preloaded, without suspending', async () => {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: false, media: q, addEventListener: () => undefined, removeEventListener: () => undefined }));
  await preloadSheets();
  render(<BottomSheet title="At once" open onClose={() => undefined}><p>now</p></BottomSheet>);
  // No waiting: a sheet that suspended would show only after its reveal.
  expect(screen.getByRole('dialog', { name: 'At once' })).toHaveTextContent('now');
  vi.unstubAllGlobals();
});
