import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { reportServerReached } from '@/lib/connectivity';

afterEach(() => {
  cleanup();
  resetToasts();
  localStorage.clear();
  reportServerReached();
});

// jsdom has no ResizeObserver; Radix's positioned content (tooltips) observes its own size with one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
