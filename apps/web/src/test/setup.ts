import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy pages load slower when CI runs the suites side by side; a person waits longer than 1 s too.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
