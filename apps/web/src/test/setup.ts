import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetLoading } from '../shared/ui/loadingStore';

// Lazy pages load slower when CI runs the suites side by side; a person waits longer than 1 s too.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  // The overlay's flag lives in a module: a wait left open by one test must not cover the next.
  resetLoading();
});
