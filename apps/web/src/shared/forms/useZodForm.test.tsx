import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm } from './useZodForm';

const schema = z.object({ code: z.string().regex(/^\d{3}$/, 'Tres dígitos'), note: z.string() });

function submitEvent() {
  return { preventDefault: vi.fn() };
}

function setup() {
  return renderHook(() => useZodForm({ initialValues: { code: '', note: '' }, schema }));
}

describe('useZodForm', () => {
  it('shows the schema message under the field and does not submit', () => {
    const { result } = setup();
    const handler = vi.fn();
    act(() => result.current.onSubmit(handler)(submitEvent()));
    expect(result.current.errors.code).toBe('Tres dígitos');
    expect(handler).not.toHaveBeenCalled();
  });

  it('submits the parsed values and clears a field error when it changes', () => {
    const { result } = setup();
    act(() => result.current.onSubmit(vi.fn())(submitEvent()));
    act(() => result.current.setValue('code', '123'));
    expect(result.current.errors.code).toBeUndefined();
    const handler = vi.fn();
    act(() => result.current.onSubmit(handler)(submitEvent()));
    expect(handler).toHaveBeenCalledWith({ code: '123', note: '' });
  });

  it("takes the server's field errors for its own fields only", () => {
    const { result } = setup();
    let applied = false;
    act(() => {
      applied = result.current.setServerErrors([
        { field: 'body.note', message: 'Nota inválida' },
        { field: 'other', message: 'Ajeno' },
      ]);
    });
    expect(applied).toBe(true);
    expect(result.current.errors).toEqual({ note: 'Nota inválida' });
    act(() => {
      applied = result.current.setServerErrors([{ field: 'other', message: 'Ajeno' }]);
    });
    expect(applied).toBe(false);
  });
});
