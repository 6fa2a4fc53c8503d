import {
  authPath,
  type contactInputSchema,
  type Module,
  messageResponseSchema,
} from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';

export type SendContactInput = { module: Module; body: z.input<typeof contactInputSchema> };

/** POST {prefix}/send-contact (bearer): a message to technical support. */
export async function sendContact({ module, body }: SendContactInput): Promise<string> {
  const answer = await http.post(authPath(module, 'send-contact'), body);
  return messageResponseSchema.parse(answer).data.message;
}

export function sendContactMutationOptions() {
  return mutationOptions({ mutationKey: ['support', 'contact'], mutationFn: sendContact });
}

export function useSendContact() {
  return useMutation(sendContactMutationOptions());
}
