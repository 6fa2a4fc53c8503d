import { apiPaths } from '@aptovial/shared';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { nextSerialQueryOptions } from '../api/roadSerial';
import { useOfferedSerial } from './useOfferedSerial';

const answer = (serial: number) => ({ serial, lotId: 3, numberTP: 'TP-0042' });

/** The hook in a field of its own; `filled` records every serial it put in. */
function Harness({ filled }: { filled: string[] }) {
  const [serial, setSerial] = useState('');
  const hint = useOfferedSerial(serial, (offered) => {
    filled.push(offered);
    setSerial(offered);
  });
  return (
    <p>
      <output aria-label="serial">{serial}</output>
      <span>{hint}</span>
    </p>
  );
}

describe('the offered serial', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for a fresh answer: the cached one may name the serial just used', async () => {
    // The last form issued 1500 and closed; the cache still says 1500 when the next one opens.
    const client = createTestQueryClient();
    client.setQueryData(nextSerialQueryOptions().queryKey, answer(1500));
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = stubApi(async () => {
      await answered;
      return { body: { data: answer(1501) } };
    });
    const filled: string[] = [];
    renderWithProviders(<Harness filled={filled} />, { queryClient: client });

    await waitFor(() => expect(calls.map((call) => call.url)).toContain(apiPaths.nextSerialVial));
    expect(filled).toEqual([]);
    expect(screen.queryByText(/Siguiente serial libre/)).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByLabelText('serial').textContent).toBe('1501'));
    expect(filled).toEqual(['1501']);
    expect(screen.getByText(/Siguiente serial libre de su lote TP-0042/)).toBeInTheDocument();
  });

  it('replaces its own offer, untouched, when the server answers anew', async () => {
    const client = createTestQueryClient();
    let next = 1500;
    stubApi(() => ({ body: { data: answer(next) } }));
    const filled: string[] = [];
    renderWithProviders(<Harness filled={filled} />, { queryClient: client });
    await waitFor(() => expect(filled).toEqual(['1500']));
    next = 1502;
    await client.invalidateQueries({ queryKey: nextSerialQueryOptions().queryKey });
    await waitFor(() => expect(screen.getByLabelText('serial').textContent).toBe('1502'));
    expect(filled).toEqual(['1500', '1502']);
  });
});
