import { z } from 'zod';

export const FEEDBACK_MAX = 2000;

export const feedbackInputSchema = z.object({
  content: z.string().trim().min(1, 'Please enter the content.').max(FEEDBACK_MAX, `must be at most ${FEEDBACK_MAX} characters`),
  contact: z.string().trim().max(200).optional(),
});

export const feedbackItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  content: z.string(),
  contact: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
