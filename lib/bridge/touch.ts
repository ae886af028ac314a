import { BodyPart } from '@/lib/contracts/chat-codes';
import type { ModuleContext } from './module-call';

export type BodyPartCode = (typeof BodyPart)[keyof typeof BodyPart];
const BODY_PART_CODES = new Set<number>(Object.values(BodyPart));

export function createTouch(ctx: ModuleContext) {
  return {
    /** A tap on the native engine's avatar, as a body part code of seed §9 (11–18). */
    onBodyPartTouch(listener: (part: BodyPartCode) => void) {
      return ctx.transport.on('touch', (payload) => {
        const part = Number((payload as { part?: unknown } | null)?.part);
        if (BODY_PART_CODES.has(part)) listener(part as BodyPartCode);
      });
    },
  };
}
export type TouchModule = ReturnType<typeof createTouch>;
