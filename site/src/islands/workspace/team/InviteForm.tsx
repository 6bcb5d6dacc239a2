// Invites someone by email with the permissions chosen; the service mails them a link. It may ask for the second
// factor first: that is asked for in place, and the invitation is sent once it is confirmed.
import { useEffect, useState } from "react";
import {
  TEAM_TEXTS as T,
  WORKSPACE_MESSAGES,
  invitationRequestSchema,
  type Invitation,
  type InvitationRequest,
  type MemberPermission,
} from "@bank/contracts";
import { sendInvitation } from "../../../lib/api/team.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { useForm } from "../../ui/forms/use-form.ts";
import TextField from "../../ui/forms/TextField.tsx";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import PermissionChoices from "./PermissionChoices.tsx";
import { toastDone, toastFailure } from "./team-toasts.ts";

interface Values {
  email: string;
  permissions: MemberPermission[];
}

const INITIAL: Values = { email: "", permissions: ["view"] };

interface Props {
  businessId: string;
  onSent(invitation: Invitation): void;
  onClose(): void;
}

export default function InviteForm({ businessId, onSent, onClose }: Props) {
  const form = useForm({ schema: invitationRequestSchema, initial: INITIAL });
  const stepUp = useStepUp();
  // Kept while the second factor is asked for: the form is not shown meanwhile, and comes back as it was.
  const [sending, setSending] = useState(false);

  // Focus goes to the address when the form opens.
  useEffect(() => form.formRef.current?.querySelector<HTMLElement>("input")?.focus(), []);

  async function attempt(request: InvitationRequest): Promise<void> {
    setSending(true);
    try {
      const invitation = await sendInvitation(businessId, request);
      toastDone(WORKSPACE_MESSAGES.invitationSent);
      form.reset();
      onSent(invitation);
    } catch (error) {
      if (stepUp.asked(error, () => void attempt(request))) return;
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.showErrors(error.fieldErrors);
        return;
      }
      toastFailure(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      {stepUp.prompt ? (
        <div className="team-panel">{stepUp.prompt}</div>
      ) : (
        <>
          <p className="team-lead">{T.inviteLead}</p>
          <form
            className="stack team-invite"
            ref={form.formRef}
            noValidate
            onSubmit={form.handleSubmit((data) => attempt(data))}
          >
            <TextField
              label={T.inviteEmail}
              id="field-invite-email"
              type="email"
              autoComplete="off"
              {...form.field("email")}
            />
            <PermissionChoices
              legend={T.invitePermissions}
              value={form.values.permissions}
              onChange={(permissions) => form.change("permissions", permissions)}
              disabled={sending}
            />
            {form.errors.permissions && <p className="field__error">{form.errors.permissions}</p>}
            <div className="actions">
              <button type="submit" className="button button--primary" disabled={form.pending || sending}>
                {form.pending || sending ? T.inviting : T.invite}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={form.pending || sending}
                onClick={onClose}
              >
                {T.cancel}
              </button>
            </div>
          </form>
        </>
      )}
    </>
  );
}
