import { PlotType, ROLE_PLOTS_MAX, type PlotRef, type PlotSaveInput, type RolePlot } from '@/lib/contracts/role-plot';
import type { SessionUser } from '@/server/domains/users/session-user';
import { ApiError, ErrorCode, notFound } from '@/server/errors';
import type { RolePlotRepository, RolePlotRow } from './role-plot-repository';

export interface RolePlotDeps {
  plots: RolePlotRepository;
  /** Whether the user may open the role: published or approved, or their own in any status. */
  canOpen: (roleId: number, userId: number) => Promise<boolean>;
  /** Whether the role is the user's own. */
  owns: (roleId: number, userId: number) => Promise<boolean>;
}

const loginToCreate = () => new ApiError(ErrorCode.Unlogin, 'Please log in to create a character.');

/**
 * A role's plots (lib/contracts/role-plot.ts): anyone who may open the role reads them; only its author writes
 * them, and another user's role or plot id reads as not found. Writing needs a signed-in account, as all of
 * creating a character does.
 */
export class RolePlotService {
  constructor(private readonly deps: RolePlotDeps) {}

  async list(caller: SessionUser, roleId: number): Promise<RolePlot[]> {
    await this.assertReadable(caller, roleId);
    return (await this.deps.plots.list(roleId)).map(toRolePlot);
  }

  async get(caller: SessionUser, { roleId, plotId }: PlotRef): Promise<RolePlot> {
    await this.assertReadable(caller, roleId);
    return toRolePlot(await this.found(roleId, plotId));
  }

  /** A plot of a role the caller may open (the chat's EnterPlot checks the role first). */
  async found(roleId: number, plotId: number): Promise<RolePlotRow> {
    const row = await this.deps.plots.find(roleId, plotId);
    if (!row) throw notFound('Plot');
    return row;
  }

  /** Creates a plot (no plotId) or changes one; the author's roles only. */
  async save(caller: SessionUser, input: PlotSaveInput): Promise<RolePlot> {
    const { roleId, plotId, ...fields } = input;
    await this.assertAuthor(caller, roleId);
    if (plotId !== undefined) {
      const row = await this.deps.plots.update(roleId, caller.userId, plotId, fields);
      if (!row) throw notFound('Plot');
      return toRolePlot(row);
    }
    const row = await this.deps.plots.insert(roleId, caller.userId, fields, ROLE_PLOTS_MAX);
    if (!row) {
      if (!(await this.deps.owns(roleId, caller.userId))) throw notFound('Role');
      throw new ApiError(ErrorCode.InvalidParams, `A character has at most ${ROLE_PLOTS_MAX} plots.`);
    }
    return toRolePlot(row);
  }

  async delete(caller: SessionUser, { roleId, plotId }: PlotRef): Promise<{ plotId: number }> {
    await this.assertAuthor(caller, roleId);
    if (!(await this.deps.plots.delete(roleId, caller.userId, plotId))) throw notFound('Plot');
    return { plotId };
  }

  /** The author's plots in a new order; answers them all in it. */
  async sort(caller: SessionUser, roleId: number, plotIds: number[]): Promise<RolePlot[]> {
    await this.assertAuthor(caller, roleId);
    if (!(await this.deps.plots.sort(roleId, caller.userId, [...new Set(plotIds)]))) throw notFound('Role');
    return (await this.deps.plots.list(roleId)).map(toRolePlot);
  }

  private async assertReadable(caller: SessionUser, roleId: number): Promise<void> {
    if (!(await this.deps.canOpen(roleId, caller.userId))) throw notFound('Role');
  }

  private async assertAuthor(caller: SessionUser, roleId: number): Promise<void> {
    if (caller.isVisitor) throw loginToCreate();
    if (!(await this.deps.owns(roleId, caller.userId))) throw notFound('Role');
  }
}

export function toRolePlot(row: RolePlotRow): RolePlot {
  return {
    plotId: row.id,
    roleId: row.roleId,
    title: row.title,
    scene: row.scene,
    dialogueExample: row.dialogueExample,
    rounds: row.rounds,
    plotType: PlotType.Authored,
    updatedAt: row.updatedAt.toISOString(),
  };
}
