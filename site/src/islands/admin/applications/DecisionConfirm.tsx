// Approving or rejecting asked once more, in a modal dialog that names the business and restates the decision and
// the note: nothing is sent until the reviewer confirms. Focus starts on Cancel, the choice that changes nothing.
import { ADMIN_CONSOLE_TEXTS, ADMIN_APPLICATION_DETAIL_TEXTS } from "@bank/contracts";
import ModalDialog from "../ModalDialog.tsx";
import type { FinalDecision } from "./decision-form.ts";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_APPLICATION_DETAIL_TEXTS };

interface Props {
  decision: FinalDecision;
  businessName: string;
  note: string;
  onConfirm(): void;
  /** Cancelled, by its button or Escape. */
  onClose(): void;
}

export default function DecisionConfirm({ decision, businessName, note, onConfirm, onClose }: Props) {
  return (
    <ModalDialog heading={T.confirmQuestion[decision](businessName)} className="decision-confirm" onClose={onClose}>
      {(close) => (
        <>
          <dl className="details decision-confirm__facts">
            <div>
              <dt>{T.confirmDecision}</dt>
              <dd>
                <strong>{T.decisionChoices[decision]}</strong>: {T.decisionHints[decision]}
              </dd>
            </div>
            <div>
              <dt>{T.confirmNote}</dt>
              <dd className="application-prose">{note || T.confirmNoNote}</dd>
            </div>
          </dl>
          <div className="actions">
            <button
              type="button"
              className={decision === "reject" ? "button button--danger" : "button button--primary"}
              onClick={onConfirm}
            >
              {T.confirmDo[decision]}
            </button>
            <button type="button" className="button button--secondary" onClick={close} autoFocus>
              {T.cancel}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
