/** docs/requirements/shell.md §5, §10: how long each kind of toast stays, and how many are held at once. */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export const toastDurationsMs: Record<ToastKind, number> = {
  success: 5_000,
  error: 6_000,
  warning: 5_000,
  info: 5_000,
};
export const MAX_TOASTS = 20;

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
  /** A heading over the message, where a page names what the toast is about ('Newsletter Subscription'). */
  readonly title?: string;
}

/** How long a toast stays (its kind's duration unless told) and its heading. */
export interface ToastOptions {
  readonly durationMs?: number;
  readonly title?: string;
}

type Listener = (toasts: readonly Toast[]) => void;

/**
 * Holds the visible toasts outside React, so any code (the realtime client, a mutation callback)
 * can raise one. Each toast removes itself after its kind's duration; the 21st pushes out the oldest.
 */
export function createToastStore(durations: Record<ToastKind, number> = toastDurationsMs) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();

  const publish = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener(toasts));
  };

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
  };

  /** A number is the duration, which overrides the kind's (docs/requirements/practice.md §6: the XP toast 3 s, level-up 4 s). */
  const show = (kind: ToastKind, message: string, options: number | ToastOptions = {}): number => {
    const { durationMs = durations[kind], title } = typeof options === 'number' ? { durationMs: options } : options;
    const id = nextId++;
    const next = [...toasts, { id, kind, message, ...(title ? { title } : {}) }];
    const overflow = next.slice(0, Math.max(0, next.length - MAX_TOASTS));
    overflow.forEach((t) => {
      clearTimeout(timers.get(t.id));
      timers.delete(t.id);
    });
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
    publish(next.slice(overflow.length));
    return id;
  };

  return {
    show,
    success: (message: string, options?: number | ToastOptions) => show('success', message, options),
    error: (message: string) => show('error', message),
    warning: (message: string) => show('warning', message),
    info: (message: string) => show('info', message),
    dismiss,
    get: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Stops every pending timer (the provider unmounts). */
    clear() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      publish([]);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
