import { callOrDefault, INTERACTIVE_CALL_TIMEOUT_MS, type ModuleContext } from './module-call';

/** Calendar result codes (seed §7 EventKit). */
export const EventKitCode = { Success: 0, NotAuthorized: 1, Error: 2 } as const;
export type EventKitCode = (typeof EventKitCode)[keyof typeof EventKitCode];

export interface CalendarEvent {
  title: string;
  /** Epoch milliseconds. */
  startTime: number;
  endTime: number;
  notes?: string;
  url?: string;
  /** Minutes before the start to remind. */
  alarmMinutes?: number;
}

export interface SaveCalendarEventResult {
  code: EventKitCode;
  eventId?: string;
}
export interface QueryCalendarEventsResult {
  code: EventKitCode;
  events: (CalendarEvent & { eventId: string })[];
}

/** Outside the app nothing can be saved or read: the default is the error code with no events. */
export function createEventKit(ctx: ModuleContext) {
  return {
    saveCalendarEvent: (event: CalendarEvent) =>
      callOrDefault<SaveCalendarEventResult>(ctx, 'EventKit', 'saveCalendarEvent', event, { code: EventKitCode.Error }, {
        gate: 'bridgeEventKit',
        timeoutMs: INTERACTIVE_CALL_TIMEOUT_MS,
      }),
    queryCalendarEvents: (range: { startTime: number; endTime: number; title?: string }) =>
      callOrDefault<QueryCalendarEventsResult>(ctx, 'EventKit', 'queryCalendarEvents', range, { code: EventKitCode.Error, events: [] }, {
        gate: 'bridgeEventKit',
      }),
  };
}
export type EventKitModule = ReturnType<typeof createEventKit>;
