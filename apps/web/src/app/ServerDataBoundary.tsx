import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './queryClient';

/**
 * TanStack Query for every page that reads the server. It wraps routes instead of the whole app
 * so the landing's first view does not download the query library (docs/architecture.md).
 */
export function ServerDataBoundary() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
