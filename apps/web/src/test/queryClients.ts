import { QueryClient } from '@tanstack/react-query';
import { overlayMutationCache } from '../shared/ui/overlayMutations';

const clientsInUse = new Set<QueryClient>();

/** Like the app's client (the overlay follows the same mutations), without retries. */
export function createTestQueryClient(): QueryClient {
  const client = new QueryClient({
    mutationCache: overlayMutationCache(),
    defaultOptions: { queries: { retry: false } },
  });
  clientsInUse.add(client);
  return client;
}

/**
 * Empties the clients the test made. A query that retries on its own (the commission amount) would
 * otherwise call `fetch` a second later, in the next test, and be answered by that test's stub.
 */
export function clearTestQueryClients(): void {
  for (const client of clientsInUse) client.clear();
  clientsInUse.clear();
}
