import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';

afterEach(() => {
  cleanup();
  resetToasts();
  localStorage.clear();
});
