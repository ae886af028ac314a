import { z } from 'zod';

/** Every API response (DESIGN §3): code 0 on success, a human message, the data, and the request id. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  request_id: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int().describe('0 on success; a stable non-zero code otherwise'),
    message: z.string(),
    data,
    request_id: z.string(),
  });

export const errorEnvelopeSchema = envelopeSchema(z.null());

export { API_BASE } from './api-base';
