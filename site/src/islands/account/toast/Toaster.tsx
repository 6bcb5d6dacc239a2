// The one toast region of a page (SPEC.md section 9): one visible, 5000 ms, swipe right 50 px, F8 to focus.
import * as Toast from "@radix-ui/react-toast";
import { useStore } from "@nanostores/react";
import {
  TOAST_DEFAULT_LABEL,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
} from "@bank/contracts";
import { $toasts, dismissToast } from "../../../stores/toasts.ts";
import "./toaster.css";

export default function Toaster() {
  const toasts = useStore($toasts);
  return (
    <Toast.Provider
      label={TOAST_DEFAULT_LABEL}
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className="toast"
          data-variant={toast.variant}
          type={toast.variant === "destructive" ? "foreground" : "background"}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
        >
          <div className="toast__body">
            {toast.title && <Toast.Title className="toast__title">{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description className="toast__text">{toast.description}</Toast.Description>}
          </div>
          <Toast.Close className="toast__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" hotkey={[TOAST_HOTKEY]} />
    </Toast.Provider>
  );
}
