import { callOrDefault, type ModuleContext } from './module-call';

export function createRouter(ctx: ModuleContext) {
  return {
    /** Opens a page in a new native web view (seed §1: it takes a url parameter). */
    navigateTo: (request: { url: string; title?: string }) => callOrDefault<void>(ctx, 'Router', 'navigateTo', request, undefined),
    jumpMiniProgram: (request: { id: string; path?: string }) => callOrDefault<void>(ctx, 'Router', 'jumpMiniProgram', request, undefined),
    /** Opens a custom-scheme link through the OS; true when something opened it. */
    jumpScheme: (url: string) => callOrDefault(ctx, 'Router', 'jumpScheme', { url }, false),
  };
}
export type RouterModule = ReturnType<typeof createRouter>;
