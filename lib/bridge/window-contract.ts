/**
 * The contract between the web app and the native wrappers (seed §1: "a native bridge is exposed on the
 * window"). Everything that crosses it is a string, so Android's addJavascriptInterface can carry it as is.
 *
 * Web → native. The wrapper injects, before any page script runs:
 *
 *     window.kokoBridge = { call(module, method, argsJson, callbackId) { … } }
 *
 *   - module: 'Common' | 'Permission' | 'EventKit' | 'Router' | 'Login' | 'Unity' | 'Interaction' |
 *     'Touch' | 'SpeechRecognizer'; method: the method name, e.g. 'getDeviceInfo'.
 *   - argsJson: the arguments as one JSON object ('{}' when there are none).
 *   - callbackId: an opaque string, unique for the page's lifetime.
 *   On iOS a user script defines `call` to post `{module, method, argsJson, callbackId}` to the WKWebView
 *   message handler named `kokoBridge`.
 *
 * Native → web, an answer. Exactly once per call, void methods included:
 *
 *     window.kokoBridgeCallback(callbackId, result, error)
 *
 *   - result: the method's result, as a JSON string or a plain value (both are accepted; strings are parsed).
 *   - error: leave out (or null) on success; a message string when the call failed.
 *   A call left unanswered fails in the page after its timeout; later answers to it are ignored.
 *
 * Native → web, an event (no call before it):
 *
 *     window.kokoBridgeEvent(name, payload)
 *
 *   - 'unity': a message from the engine, `{cmd, data}` (see engine-codes.ts for the cmds the page reads).
 *     The engine lives across page loads, so the wrapper answers every `Common.mounted()` (which the page
 *     calls once it listens) by sending `mainSceneLoaded` again when its main scene is loaded;
 *   - 'lifecycle': `{state: 'foreground' | 'background'}`;
 *   - 'touch': `{part}`, a body part code of seed §9 (11–18) the user touched on the avatar;
 *   - 'speechRecognizer': `{type: 'result', text, isFinal}` | `{type: 'error', message}` | `{type: 'end'}`.
 *   The payload may be a JSON string.
 *
 * The methods, as `method(args) → result` (the types are in each module's file; versions in version-gates.ts):
 *   Common       mounted() · cleanCache() · canIUse({api: 'Module.method'}) → boolean · getDeviceInfo() → DeviceInfo ·
 *                getAppData() → object · share({type: image|video|audio|link, title, url}) → boolean ·
 *                appPushToken() → string · recordingScreen({action: start|stop}) ·
 *                downloadFile({url, fileName?}) → {code: 0, localPath} | {code, message}
 *   Permission   check({name}) · change({name, isOpen, needDialog}) → {name, isOpen}
 *   EventKit     saveCalendarEvent(CalendarEvent) → {code, eventId?} · queryCalendarEvents({startTime, endTime, title?})
 *                → {code, events}; code 0 success, 1 not authorized, 2 error
 *   Router       navigateTo({url, title?}) · jumpMiniProgram({id, path?}) · jumpScheme({url}) → boolean
 *   Login        quickLogin() · login({source: google|facebook|apple}) → {code: 0 | -1 | -2 | -3, source?, token?, message?}
 *   Unity        sendToUnity({cmd, data}) (engine-commands.ts) · setUnityArea({active, top}) · resumeUnity({start})
 *   Interaction  vibrate({amplitude, duration})
 *   SpeechRecognizer start({lang?}) · stop()
 */
export const NATIVE_GLOBAL = 'kokoBridge';
export const CALLBACK_GLOBAL = 'kokoBridgeCallback';
export const EVENT_GLOBAL = 'kokoBridgeEvent';

export type BridgeModuleName = 'Common' | 'Permission' | 'EventKit' | 'Router' | 'Login' | 'Unity' | 'Interaction' | 'Touch' | 'SpeechRecognizer';
export type BridgeEventName = 'unity' | 'lifecycle' | 'touch' | 'speechRecognizer';

/** What the wrapper injects. */
export interface NativeBridge {
  call(module: string, method: string, argsJson: string, callbackId: string): void;
}

export type BridgeCallback = (callbackId: string, result?: unknown, error?: string | null) => void;
export type BridgeEventHandler = (name: string, payload?: unknown) => void;

/** The part of `window` the bridge reads and writes. */
export interface BridgeWindow {
  [NATIVE_GLOBAL]?: NativeBridge;
  [CALLBACK_GLOBAL]?: BridgeCallback;
  [EVENT_GLOBAL]?: BridgeEventHandler;
}

declare global {
  interface Window {
    kokoBridge?: NativeBridge;
    kokoBridgeCallback?: BridgeCallback;
    kokoBridgeEvent?: BridgeEventHandler;
  }
}
