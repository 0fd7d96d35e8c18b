import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { createToastStore, type ToastStore } from './toast-store';

const ToastContext = createContext<ToastStore | null>(null);

/** Gives the app one toast store and draws its toasts at the top right of the page. */
export function ToastProvider({ children, store: given }: { readonly children: ReactNode; readonly store?: ToastStore }) {
  const [store] = useState(() => given ?? createToastStore());
  useEffect(() => () => store.clear(), [store]);
  return (
    <ToastContext value={store}>
      {children}
      <Toaster store={store} />
    </ToastContext>
  );
}

export function useToast(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used inside <ToastProvider>.');
  return store;
}

/** Errors interrupt (role=alert); the rest are announced politely (role=status). */
function Toaster({ store }: { readonly store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <section className="toaster" aria-label="Notifications">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          {toast.title ? (
            <span className="toast__message">
              <strong className="toast__title">{toast.title}</strong> {toast.message}
            </span>
          ) : (
            <span className="toast__message">{toast.message}</span>
          )}
          <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => store.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
