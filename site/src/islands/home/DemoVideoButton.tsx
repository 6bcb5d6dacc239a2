// 'Watch Demo' and its modal overlay. A native <dialog> opened with showModal(): the browser traps focus,
// closes on Escape and returns focus to the button, with no dialog library in the bundle.
import { HOME_TEXTS } from "@bank/contracts";
import { useRef } from "react";
import DemoTour from "./DemoTour.tsx";
import "./DemoVideoButton.css";

export default function DemoVideoButton() {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  return (
    <>
      <button type="button" className="button button-ghost" onClick={() => dialog.current?.showModal()} data-watch-demo>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M10 8l6 4-6 4z" fill="currentColor" />
        </svg>
        {HOME_TEXTS.watchDemo}
      </button>
      <dialog
        ref={dialog}
        className="demo-dialog"
        aria-labelledby="demo-dialog-title"
        data-demo-dialog
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="demo-dialog-body">
          <div className="demo-dialog-head">
            <h2 id="demo-dialog-title">Product demo</h2>
            <button type="button" className="button button-ghost" onClick={close} data-demo-close>
              {HOME_TEXTS.close}
            </button>
          </div>
          <DemoTour />
        </div>
      </dialog>
    </>
  );
}
