import { callOrDefault, INTERACTIVE_CALL_TIMEOUT_MS, type ModuleContext } from './module-call';

/** The native permissions of seed §6. */
export const PERMISSION_NAMES = [
  'privacyPermission',
  'filePermission',
  'cameraPermission',
  'pushPermission',
  'calendarEventPermission',
  'recordAudioPermission',
  'speechRecognizer',
] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

export interface PermissionState {
  name: PermissionName;
  isOpen: boolean;
}

export function createPermission(ctx: ModuleContext) {
  const closed = (name: PermissionName): PermissionState => ({ name, isOpen: false });
  return {
    check: (name: PermissionName) => callOrDefault(ctx, 'Permission', 'check', { name }, closed(name), { gate: 'bridgePermission' }),
    /** Asks for (isOpen true) or gives up a permission; needDialog lets the wrapper explain first or send the person to settings. */
    change: (request: { name: PermissionName; isOpen: boolean; needDialog: boolean }) =>
      callOrDefault(ctx, 'Permission', 'change', request, closed(request.name), {
        gate: 'bridgePermission',
        timeoutMs: INTERACTIVE_CALL_TIMEOUT_MS,
      }),
  };
}
export type PermissionModule = ReturnType<typeof createPermission>;
