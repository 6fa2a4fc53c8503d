import {
  type createRegisterInputSchema,
  type Register,
  registerResponseSchema,
  type updateRegisterInputSchema,
} from '@aptovial/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { registersKeys, registersPaths } from '../registersScope';

export type CreateRegisterBody = z.output<typeof createRegisterInputSchema>;
export type UpdateRegisterBody = z.output<typeof updateRegisterInputSchema>;
export type SaveRegisterInput =
  | { kind: 'create'; body: CreateRegisterBody }
  | { kind: 'update'; body: UpdateRegisterBody };

/**
 * POST /api/register creates a register with its college numbers; PUT /api/register (with id)
 * updates it and upserts its numbers (with id: updated, without: added), in one transaction.
 */
export async function saveRegister(input: SaveRegisterInput): Promise<Register> {
  const path = registersPaths.college.list;
  const answer =
    input.kind === 'create' ? await http.post(path, input.body) : await http.put(path, input.body);
  return registerResponseSchema.parse(answer).data;
}

export function saveRegisterMutationOptions() {
  return mutationOptions({ mutationKey: ['registers', 'save'], mutationFn: saveRegister });
}

export function useSaveRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveRegisterMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registersKeys.all('college') }),
  });
}
