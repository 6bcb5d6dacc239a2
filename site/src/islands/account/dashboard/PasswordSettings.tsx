// Settings, "Password": a new password with the current one as its proof; the service signs every other session out.
import { useStore } from "@nanostores/react";
import {
  API_MESSAGES,
  PASSWORD_CHANGE_TEXTS as T,
  passwordChangePayloadSchema,
  type FailureCopy,
} from "@bank/contracts";
import { changePassword } from "../../../lib/api/auth.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { $sessionUser } from "../../../stores/session-user.ts";
import { addToast } from "../../../stores/toasts.ts";
import PasswordField from "../forms/PasswordField.tsx";
import { useForm } from "../forms/use-form.ts";

const FAILED: FailureCopy = { title: T.failedTitle, fallbackText: T.failedText, fallbackError: T.failedText };

/** Field ids of their own: the two-factor form on the same page has a "password" field too. */
const fieldId = (name: string) => `password-change-${name}`;

export default function PasswordSettings() {
  const user = useStore($sessionUser).data?.user;
  const form = useForm({
    schema: passwordChangePayloadSchema,
    initial: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { values, errors, change, pending } = form;

  const submit = form.handleSubmit(async (_checked, typed) => {
    try {
      await changePassword(typed);
      form.reset();
      addToast({ title: T.changedTitle, description: T.changedText });
    } catch (error) {
      const text = failureText(FAILED, error);
      if (error instanceof ApiError && error.serverMessage === API_MESSAGES.wrongPassword) {
        // Beside the field it is about (focus goes there, which reads it out), and through the toast region.
        form.showErrors({ currentPassword: text });
      } else if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.showErrors(error.fieldErrors);
      }
      addToast({ variant: "destructive", title: T.failedTitle, description: text });
    }
  });

  if (!user) return null;
  return (
    <form ref={form.formRef} className="stack settings-form" noValidate onSubmit={submit}>
      <p>{T.lead}</p>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <PasswordField
        id={fieldId("current")}
        name="currentPassword"
        label={T.currentPassword}
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(event) => change("currentPassword", event.target.value)}
        error={errors.currentPassword}
      />
      <PasswordField
        id={fieldId("new")}
        name="password"
        label={T.newPassword}
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => change("password", event.target.value)}
        error={errors.password}
      />
      <PasswordField
        id={fieldId("confirm")}
        name="confirmPassword"
        label={T.confirmPassword}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => change("confirmPassword", event.target.value)}
        error={errors.confirmPassword}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? T.saving : T.save}
        </button>
      </div>
    </form>
  );
}
