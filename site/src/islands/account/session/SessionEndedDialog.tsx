// The blocking notice that a session ended (SPEC.md section 8): an alertdialog left only by its button.
import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import { sessionEndedCopy } from "@bank/contracts";
import "./session-ended-dialog.css";

interface Props {
  loggedOutReason: string;
  onContinue: () => void;
}

export default function SessionEndedDialog({ loggedOutReason, onContinue }: Props) {
  const copy = sessionEndedCopy(loggedOutReason);
  const button = useRef<HTMLButtonElement>(null);
  const refuse = (event: Event) => event.preventDefault();

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="session-ended__overlay" />
        <Dialog.Content
          role="alertdialog"
          aria-modal="true"
          className="session-ended"
          onEscapeKeyDown={refuse}
          onPointerDownOutside={refuse}
          onInteractOutside={refuse}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        >
          <Dialog.Title className="session-ended__title">{copy.title}</Dialog.Title>
          <Dialog.Description className="session-ended__text">{copy.text}</Dialog.Description>
          <button ref={button} type="button" className="session-ended__button" onClick={onContinue}>
            {copy.button}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
