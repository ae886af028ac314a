import { z } from 'zod';
import { ContentType, HISTORY_PAGE_SIZE, MAX_MESSAGE_LENGTH, TopicType } from './chat-codes';
import { API_BASE } from './envelope';
import { int32Input } from './integers';
import { messagePlotSchema } from './role-plot';
import { messageIdSchema } from './socket-frame';
import { MAX_VOICE_SECONDS, VOICE_MEDIA_PREFIX } from './voice';

/**
 * What a user sends in a SingleTalk frame's data. A voice message (contentType `v`) carries its uploaded
 * clip's URL and length, and in `content` the words heard in it, which may be none.
 */
export const singleTalkInputSchema = z
  .object({
    content: z.string().trim().max(MAX_MESSAGE_LENGTH),
    contentType: z.enum([ContentType.Text, ContentType.Voice]).default(ContentType.Text),
    roleId: z.coerce.number().int().positive(),
    gameId: z.coerce.number().int().positive().optional(),
    /** Voice messages: the uploaded audio's URL and duration in seconds. */
    voice: z.string().max(2048).optional(),
    duration: z.number().min(0).max(600).optional(),
    /** Sent in a plot the client believes is running (EnterPlot): the reply follows it while it is. */
    plot: messagePlotSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.contentType === ContentType.Text) {
      if (!input.content) ctx.addIssue({ code: 'custom', path: ['content'], message: 'must not be empty' });
      return;
    }
    if (!input.voice?.startsWith(`${API_BASE}/media/${VOICE_MEDIA_PREFIX}`)) ctx.addIssue({ code: 'custom', path: ['voice'], message: 'must be the URL the voice upload answered' });
    if (input.duration === undefined || input.duration > MAX_VOICE_SECONDS) ctx.addIssue({ code: 'custom', path: ['duration'], message: `must be the clip's length, at most ${MAX_VOICE_SECONDS} seconds` });
  });
export type SingleTalkInput = z.infer<typeof singleTalkInputSchema>;

export const enterChatInputSchema = z.object({ roleId: z.coerce.number().int().positive(), gameId: z.coerce.number().int().positive().optional() });

/** One stored message as the history calls answer it. */
export const historyMessageSchema = z.object({
  msgId: z.string(),
  conversationId: z.string().nullable(),
  topicId: z.string(),
  topicType: z.number().int(),
  fromUid: z.string(),
  msgType: z.string(),
  dataType: z.string(),
  data: z.string(),
  sendTimestamp: z.number(),
  ack: z.number().int(),
  meta: z.record(z.string(), z.unknown()),
  isServerHistory: z.literal(true),
});
export type HistoryMessage = z.infer<typeof historyMessageSchema>;

/**
 * getHistoryMsg, over HTTP and the socket's GetHistory (seed §7): which page of one conversation to read.
 * pageCurrent counts from 0; reading acknowledges the messages it returns unless noAck is set. Numbers stay
 * within the int4 columns they are compared with.
 */
export const historyQuerySchema = z.object({
  topicId: z.string().min(1).max(128),
  topicType: int32Input().min(0).default(TopicType.AiSingle),
  msgId: messageIdSchema.optional().describe('Only messages older than this one'),
  msgType: z.string().max(16).optional(),
  dataType: z.string().max(64).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE),
  pageCurrent: int32Input().min(0).default(0),
  noAck: z.boolean().optional(),
});
export type HistoryQueryInput = z.input<typeof historyQuerySchema>;
export type HistoryQuery = z.output<typeof historyQuerySchema>;

/** A page of a conversation, newest first, with the conversation's message count. */
export const historyPageSchema = z.object({ list: z.array(historyMessageSchema), total: z.number().int() });
export type HistoryPage = z.infer<typeof historyPageSchema>;

export * from './chat-codes';
