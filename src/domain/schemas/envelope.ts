import { z } from 'zod';

/**
 * The body of every refusal (contract "Envelope"): the message in the user's language and the code; a 422
 * names every invalid field with its messages, a 400 may list why in `transactions`.
 */
export const errorEnvelopeSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  transactions: z.array(z.object({ message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The body of every success: the call's answer under `response`, and a message for the user with some. */
export const successEnvelope = <T extends z.ZodType>(response: T) => z.object({ response, message: z.string().optional() });
