import * as ToastPrimitive from '@radix-ui/react-toast';
import { dismissToast, TOAST_DURATION_MS, useToastStore } from './toastStore';

/** Renders the toast queue: 5 s each, swipe right past 50 px to dismiss, F8 to focus. */
export default function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`toast toast--${t.variant}`}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast__body">
            <ToastPrimitive.Title className="toast__title">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="toast__description">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className="toast__close" aria-label="Close">
            <span aria-hidden>×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
