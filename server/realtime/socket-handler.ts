import { z } from 'zod';
import { DataType, enterChatInputSchema, historyQuerySchema, singleTalkInputSchema, type MessageData } from '@/lib/contracts/chat';
import { choiceCharacterInput, choiceImageInput, choiceVoiceInput, createFriendInput, enterNameInput, finishCreateInput, produceImageInput, setupBackgroundInput } from '@/lib/contracts/create-guide';
import { enterPlotInputSchema, exitPlotInputSchema } from '@/lib/contracts/role-plot';
import { MsgType, SocketCode, type SocketFrame } from '@/lib/contracts/socket-frame';
import { errorFrame } from '@/server/domains/chat/chat-frames';
import type { ChatHistory } from '@/server/domains/chat/chat-history';
import type { ChatService } from '@/server/domains/chat/chat-service';
import type { CreateGuide } from '@/server/domains/roles/create-guide';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '@/server/db/unavailable';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { GiftService } from '@/server/domains/wallet/gift-service';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import { ApiError, ErrorCode, formatZodError } from '@/server/errors';
import type { Logger } from '@/server/log';

const ackInput = z.object({ msgIdList: z.array(z.string().max(20)).max(500) });
/** GetHistory reads as getHistoryMsg does; reading over the socket always acknowledges. */
const historyInput = historyQuerySchema.omit({ noAck: true });
const coinInput = z.object({ roleId: z.coerce.number().int().positive(), amount: z.coerce.number().int().min(1).max(10_000) });

/**
 * The business frames of a chat socket (seed §7 real-time messages): each is validated, answered, and a
 * refusal is an error frame with a code — a frame never takes the socket or the server down.
 */
export class ChatSocketHandler {
  constructor(
    private readonly deps: {
      chat: ChatService;
      history: ChatHistory;
      wallet: WalletService;
      gifts: GiftService;
      guide: CreateGuide;
      deliver(userId: number, frame: SocketFrame): Promise<void>;
      log: Logger;
    },
  ) {}

  async handle(user: SessionUser, frame: SocketFrame): Promise<void> {
    try {
      await this.dispatch(user, frame);
    } catch (error) {
      const refusal = this.refusalOf(error);
      if (refusal.code === SocketCode.Internal) this.deps.log.error('chat frame failed', { error, dataType: frame.dataType, userId: user.userId });
      await this.deps.deliver(user.userId, errorFrame(frame, refusal.code, refusal.message));
    }
  }

  private async dispatch(user: SessionUser, frame: SocketFrame): Promise<void> {
    const data = parseData(frame.data);
    switch (frame.dataType) {
      case DataType.MsgAck:
        return this.deps.history.acknowledge(user.userId, parse(ackInput, data).msgIdList);
      case DataType.EnterChat:
        return this.deps.chat.enterChat(user, parse(enterChatInputSchema, data).roleId);
      case DataType.EnterPlot: {
        const { roleId, plotId } = parse(enterPlotInputSchema, data);
        return this.deps.chat.enterPlot(user, roleId, plotId, frame.msgId);
      }
      case DataType.ExitPlot: {
        const { roleId, plotId } = parse(exitPlotInputSchema, data);
        return this.deps.chat.exitPlot(user, roleId, plotId, frame.msgId);
      }
      case DataType.SingleTalk: {
        // Seed §5: sending without an obtainable message id is refused with -1.
        if (!frame.msgId) throw new ApiError(ErrorCode.Unlogin, 'msgId: a message needs an id');
        return this.deps.chat.singleTalk(user, frame.msgId, parse(singleTalkInputSchema, data));
      }
      case DataType.GetHistory: {
        const query = parse(historyInput, { topicId: frame.topicId, topicType: frame.topicType, ...data });
        const page = await this.deps.history.page(user.userId, query);
        return this.reply(user, frame, DataType.GetHistory, page);
      }
      case DataType.PayCoin:
      case DataType.GiftCoin:
        return this.moveCoin(user, frame, parse(coinInput, data));
      // The create guide (lib/contracts/create-guide.ts). EnterNickname from a client is only ever its answer.
      case DataType.CreateFriend: {
        const { roleId, locale } = parse(createFriendInput, data);
        return this.deps.guide.start(user, roleId, locale, frame.msgId);
      }
      case DataType.ProduceImage:
        return this.deps.guide.produceImages(user, parse(produceImageInput, data).prompt, frame.msgId);
      case DataType.ChoiceImage: {
        const { prompt, seed } = parse(choiceImageInput, data);
        return this.deps.guide.chooseImage(user, prompt, seed, frame.msgId);
      }
      case DataType.EnterNickname:
        return this.deps.guide.name(user, parse(enterNameInput, data), frame.msgId);
      case DataType.ChoiceVoice:
        return this.deps.guide.chooseVoice(user, parse(choiceVoiceInput, data), frame.msgId);
      case DataType.ChoiceCharacter: {
        const { locale, ...input } = parse(choiceCharacterInput, data);
        return this.deps.guide.chooseCharacter(user, input, locale, frame.msgId);
      }
      case DataType.SetupRoleBackground:
        return this.deps.guide.setBackground(user, parse(setupBackgroundInput, data), frame.msgId);
      case DataType.FinishCreate:
        return this.deps.guide.finish(user, parse(finishCreateInput, data).roleId, frame.msgId);
      default:
        throw new ApiError(ErrorCode.InvalidParams, `dataType: ${frame.dataType ?? '(none)'} is not supported on this socket`);
    }
  }

  /** PayCoin pays a character (koin leave circulation); GiftCoin gifts it (its author receives them). */
  private async moveCoin(user: SessionUser, frame: SocketFrame, input: z.infer<typeof coinInput>) {
    if (!frame.msgId) throw new ApiError(ErrorCode.Unlogin, 'msgId: a message needs an id');
    let balance: number;
    if (frame.dataType === DataType.GiftCoin) {
      balance = (await this.deps.gifts.giftToRole(user, { ...input, idempotencyKey: `socket:${frame.msgId}` })).balance;
    } else {
      const moved = await this.deps.wallet.move([{ userId: user.userId, amount: -input.amount, reason: 'pay_coin', refType: 'role', refId: String(input.roleId) }], `pay:${frame.msgId}`);
      balance = moved.balances.get(user.userId) ?? 0;
    }
    const data: MessageData = { content: '', roleId: input.roleId, amount: input.amount, balance };
    return this.reply(user, frame, frame.dataType as string, data);
  }

  private reply(user: SessionUser, frame: SocketFrame, dataType: string, data: unknown) {
    return this.deps.deliver(user.userId, { msgType: MsgType.Biz, msgId: frame.msgId, dataType, topicId: frame.topicId, topicType: frame.topicType, data: JSON.stringify(data), ack: 1, code: SocketCode.Ok });
  }

  private refusalOf(error: unknown): { code: number; message: string } {
    if (isDatabaseUnavailable(error)) return { code: SocketCode.Unavailable, message: UNAVAILABLE_MESSAGE };
    if (!(error instanceof ApiError)) return { code: SocketCode.Internal, message: 'Something went wrong, please try again.' };
    switch (error.code) {
      case ErrorCode.BalanceNotEnough:
        return { code: SocketCode.BalanceNotEnough, message: 'Not Enough Koin! Get more in Profile' };
      case ErrorCode.Unlogin:
        return { code: SocketCode.Unlogin, message: error.message };
      case ErrorCode.NotFound:
        return { code: SocketCode.NotFound, message: error.message };
      case ErrorCode.Forbidden:
        return { code: SocketCode.Forbidden, message: error.message };
      case ErrorCode.RateLimited:
        return { code: SocketCode.RateLimited, message: error.message };
      case ErrorCode.Conflict:
        return { code: SocketCode.Conflict, message: error.message };
      case ErrorCode.Internal:
        return { code: SocketCode.Internal, message: error.message };
      default:
        return { code: SocketCode.BadFrame, message: error.message };
    }
  }
}

function parseData(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ApiError(ErrorCode.InvalidParams, 'data: must be a JSON string');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ApiError(ErrorCode.InvalidParams, 'data: must be a JSON object');
  return value as Record<string, unknown>;
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(ErrorCode.InvalidParams, formatZodError(result.error));
  return result.data;
}
