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
