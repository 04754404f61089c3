import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { ToastMessage } from './toast-region';

type ToastApi = { showToast: (message: Omit<ToastMessage, 'id'>) => void };

const ToastContext = createContext<ToastApi | null>(null);

// Radix's toast (and its layers) loads with the first toast, not with every page: the landing
// stays within its budget of script.
const ToastRegion = lazy(async () => ({ default: (await import('./toast-region')).ToastRegion }));

let nextId = 1;

/** Toasts announced politely to screen readers, shown for the spec's 3 s by default. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<ToastMessage[]>([]);
  const [hasShownToast, setHasShownToast] = useState(false);

  const showToast = useCallback((message: Omit<ToastMessage, 'id'>) => {
    const id = nextId++;
    setHasShownToast(true);
    setMessages((current) => [...current, { ...message, id }]);
  }, []);

  const dismiss = useCallback((id: number) => {
    setMessages((current) => current.filter((m) => m.id !== id));
  }, []);

  const api = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {hasShownToast ? (
        <Suspense fallback={null}>
          <ToastRegion messages={messages} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
