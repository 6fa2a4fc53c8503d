// Mantine's whole stylesheet, layered like the first view's part of it (firstViewStyles.ts): the
// sign-in and signed-in pages use most of its components (decision 0088).
import '@mantine/core/styles.layer.css';
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
