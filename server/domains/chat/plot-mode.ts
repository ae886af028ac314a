import { DataType } from '@/lib/contracts/chat';
import { PlotType, type MessagePlot, type PlotProgress } from '@/lib/contracts/role-plot';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { noticeFrame } from './chat-frames';
import type { RolePlotRow } from '@/server/domains/roles/role-plot-repository';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { PlotScene } from '@/server/providers/llm/chat-model';
import { topicOf, type ChatRoles } from './chat-roles';
import { conversationKey, type ConversationQueues } from './conversation-queues';
import type { PlotSessionRepository } from './plot-session-repository';

/** A plot that was running and no longer is, when the server no longer knows which (ExitPlot with nothing to leave). */
export interface PlotGone {
  roleId: number;
  ended: true;
  complete: false;
}

/** The plot a message is sent in, as the reply to it plays it. */
export interface PlayingPlot {
  plot: RolePlotRow;
  /** Replies already written in it; this message's reply is round roundsDone + 1. */
  roundsDone: number;
}

export const messagePlotOf = (plot: Pick<RolePlotRow, 'id'>): MessagePlot => ({ plotId: plot.id, plotType: PlotType.Authored });

/** The plot as the model plays it for the reply of round `roundsDone + 1`. */
export const plotSceneOf = ({ plot, roundsDone }: PlayingPlot): PlotScene => ({
  title: plot.title,
  scene: plot.scene,
  dialogueExample: plot.dialogueExample,
  round: Math.min(roundsDone + 1, plot.rounds),
  rounds: plot.rounds,
});

function progressOf(roleId: number, plot: RolePlotRow, roundsDone: number, ended: boolean): PlotProgress {
  return { roleId, plot: messagePlotOf(plot), title: plot.title, scene: plot.scene, rounds: plot.rounds, roundsDone, complete: roundsDone >= plot.rounds, ended };
}

/**
 * Plot mode (seed enter_plot, plot_msg, exit_plot): EnterPlot starts one of the role's plots in the user's
 * conversation with it; each message sent in it is answered in the scene (the reply's request carries the plot), and
 * each reply stored counts a round; after the plot's rounds it completes (ExitPlot, complete) and the chat goes on
 * as before. ExitPlot leaves early. Where a plot stands is kept with the conversation and counted only once a reply
 * is stored, so a reconnect resumes it (EnterChat tells it with PlotMsg) and a reply that failed counts nothing.
 */
export class PlotMode {
  constructor(
    private readonly deps: {
      roles: ChatRoles;
      sessions: PlotSessionRepository;
      /** Entering and leaving wait for the reply under way in the conversation (and its round) to be done. */
      queues: ConversationQueues;
      /** A plot of the role (not found otherwise). */
      plotOf: (roleId: number, plotId: number) => Promise<RolePlotRow>;
      deliver(userId: number, frame: SocketFrame): Promise<void>;
    },
  ) {}

  /** EnterPlot: the plot starts (again, from its first round) in the user's chat with the role. */
  async enter(user: SessionUser, roleId: number, plotId: number, source: Pick<SocketFrame, 'msgId'> = {}): Promise<void> {
    await this.deps.roles.roleFor(user, roleId);
    const plot = await this.deps.plotOf(roleId, plotId);
    await this.deps.queues.run(conversationKey(topicOf(user, roleId)), async () => {
      await this.deps.sessions.start(user.userId, roleId, plot.id);
      await this.tell(user, roleId, DataType.EnterPlot, progressOf(roleId, plot, 0, false), source.msgId);
    });
  }

  /** ExitPlot: leaves the running plot (only `plotId` when given); told as ended, not complete. */
  async exit(user: SessionUser, roleId: number, plotId?: number, source: Pick<SocketFrame, 'msgId'> = {}): Promise<void> {
    await this.deps.queues.run(conversationKey(topicOf(user, roleId)), async () => {
      const running = await this.deps.sessions.current(user.userId, roleId, plotId);
      if (running) await this.deps.sessions.end(user.userId, roleId, running.plot.id);
      const data: PlotProgress | PlotGone = running ? { ...progressOf(roleId, running.plot, running.roundsDone, true), complete: false } : { roleId, ended: true, complete: false };
      await this.tell(user, roleId, DataType.ExitPlot, data, source.msgId);
    });
  }

  /**
   * The plot a message claims to be sent in, when it is still running; undefined otherwise, and the client is told
   * it ended (it was left elsewhere, completed, or deleted), so the message is answered as plain chat.
   */
  async playing(user: SessionUser, roleId: number, claimed: MessagePlot | undefined): Promise<PlayingPlot | undefined> {
    if (!claimed) return undefined;
    const running = await this.deps.sessions.current(user.userId, roleId, claimed.plotId);
    if (running) return { plot: running.plot, roundsDone: running.roundsDone };
    await this.tell(user, roleId, DataType.ExitPlot, { roleId, ended: true, complete: false } satisfies PlotGone);
    return undefined;
  }

  /** A reply in the plot was stored: one round more; PlotMsg with where it stands, or ExitPlot once it is complete. */
  async answered(user: SessionUser, roleId: number, playing: PlayingPlot): Promise<void> {
    const counted = await this.deps.sessions.advance(user.userId, roleId, playing.plot.id);
    if (!counted) return;
    const progress = progressOf(roleId, playing.plot, counted.roundsDone, counted.complete);
    await this.tell(user, roleId, counted.complete ? DataType.ExitPlot : DataType.PlotMsg, progress);
  }

  /** A chat opened (EnterChat): the plot running in it, if any, so the client resumes it. */
  async resume(user: SessionUser, roleId: number): Promise<void> {
    const running = await this.deps.sessions.current(user.userId, roleId);
    if (running) await this.tell(user, roleId, DataType.PlotMsg, progressOf(roleId, running.plot, running.roundsDone, false));
  }

  private tell(user: SessionUser, roleId: number, dataType: string, data: PlotProgress | PlotGone, msgId?: string): Promise<void> {
    return this.deps.deliver(user.userId, noticeFrame(topicOf(user, roleId), dataType, data, msgId));
  }
}
