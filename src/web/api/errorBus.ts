/**
 * The API client is plain TypeScript; dialogs and toasts are React. The client posts what to show here and
 * <ErrorHost/> (shell/errors) renders it with Blueprint's Alert and OverlayToaster.
 */
export type Notice =
  | { kind: 'login'; title: string; message: string }
  | { kind: 'alert'; title: string; lines: string[] }
  | { kind: 'toast'; intent: 'danger' | 'success' | 'warning'; message: string; timeout: number };

type Listener = (n: Notice) => void;
const listeners = new Set<Listener>();

export function showNotice(n: Notice): void {
  listeners.forEach((l) => l(n));
}

export function onNotice(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
