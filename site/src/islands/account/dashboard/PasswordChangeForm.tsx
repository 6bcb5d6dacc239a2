// The password change form: a new password with the current one as its proof; the service signs every other
// session out. Loaded only once the customer opens it (PasswordSettings).
import { useEffect } from "react";
import { PASSWORD_CHANGE_TEXTS as T, passwordChangePayloadSchema, type FailureCopy, type User } from "@bank/contracts";
import { changePassword } from "../../../lib/api/account-changes.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { addToast } from "../../../stores/toasts.ts";
import PasswordField from "../../ui/forms/PasswordField.tsx";
import { useForm } from "../../ui/forms/use-form.ts";

const FAILED: FailureCopy = { title: T.failedTitle, fallbackText: T.failedText, fallbackError: T.failedText };

/** Field ids of their own: the two-factor form on the same page has a "password" field too. */
const fieldId = (name: string) => `password-change-${name}`;

export default function PasswordChangeForm({ user, onClose }: { user: User; onClose(): void }) {
  const form = useForm({
    schema: passwordChangePayloadSchema,
    initial: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { field, pending } = form;
  const { formRef } = form;
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>("input[name=currentPassword]")?.focus(), [formRef]);

  const submit = form.handleSubmit(async (_checked, typed) => {
    try {
      await changePassword(typed);
      form.reset();
      addToast({ title: T.changedTitle, description: T.changedText });
    } catch (error) {
      const text = failureText(FAILED, error);
      // The route's 401 is a wrong current password (an ended session opens the session-ended dialog as well).
      if (error instanceof ApiError && error.status === 401) {
        // Beside the field it is about (focus goes there, which reads it out), and through the toast region.
        form.showErrors({ currentPassword: text });
      } else if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.showErrors(error.fieldErrors);
      }
      addToast({ variant: "destructive", title: T.failedTitle, description: text });
    }
  });

  return (
    <form ref={form.formRef} className="stack settings-form__panel" noValidate onSubmit={submit}>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <PasswordField
        id={fieldId("current")}
        {...field("currentPassword")}
        label={T.currentPassword}
        autoComplete="current-password"
      />
      <PasswordField id={fieldId("new")} {...field("password")} label={T.newPassword} autoComplete="new-password" />
      <PasswordField
        id={fieldId("confirm")}
        {...field("confirmPassword")}
        label={T.confirmPassword}
        autoComplete="new-password"
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? T.saving : T.save}
        </button>
        <button type="button" className="button button--secondary" disabled={pending} onClick={onClose}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
