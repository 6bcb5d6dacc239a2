// A person's staff permissions (view, approve, manage) and the reason for the change; step-up in place. Saving an
// empty set ends their staff access.
import { useEffect, useRef } from "react";
import {
  ADMIN_CONSOLE_TEXTS,
  ADMIN_STAFF_TEXTS,
  STAFF_PERMISSIONS,
  staffGrantSchema,
  type StaffMember,
  type StaffPermission,
} from "@bank/contracts";
import { saveStaffPermissions } from "../../../lib/api/admin.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { useForm } from "../../ui/forms/use-form.ts";
import { toastDone, toastFailure } from "../failure.ts";
import ReasonField from "../ReasonField.tsx";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_STAFF_TEXTS };

interface Props {
  userId: string;
  name: string;
  current: readonly StaffPermission[];
  onSaved(member: StaffMember): void;
  onCancel(): void;
}

export default function PermissionsForm({ userId, name, current, onSaved, onCancel }: Props) {
  const form = useForm({
    schema: staffGrantSchema,
    initial: { permissions: [...current] as StaffPermission[], reason: "" },
  });
  const stepUp = useStepUp();
  const panel = useRef<HTMLDivElement>(null);

  // Focus goes to the first checkbox when the form opens.
  useEffect(() => panel.current?.querySelector<HTMLElement>("input")?.focus(), []);

  async function attempt(permissions: StaffPermission[], reason: string): Promise<void> {
    try {
      const answer = await saveStaffPermissions(userId, { permissions, reason });
      toastDone(answer.message);
      onSaved(answer.member);
    } catch (error) {
      if (stepUp.asked(error, () => void attempt(permissions, reason))) return;
      if (error instanceof ApiError && error.fieldErrors.reason) return form.showErrors(error.fieldErrors);
      toastFailure(error);
    }
  }

  function toggle(permission: StaffPermission, on: boolean) {
    const held = new Set(form.values.permissions);
    if (on) held.add(permission);
    else held.delete(permission);
    form.change(
      "permissions",
      STAFF_PERMISSIONS.filter((each) => held.has(each)),
    );
  }

  if (stepUp.prompt) return <div className="admin-action admin-card">{stepUp.prompt}</div>;

  return (
    <div className="admin-action admin-card" ref={panel}>
      <form
        className="stack"
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit((data) => attempt(data.permissions, data.reason))}
      >
        <fieldset className="admin-permissions">
          <legend>{T.permissionsLegend(name)}</legend>
          {STAFF_PERMISSIONS.map((permission) => (
            <label key={permission} className="checkbox">
              <input
                type="checkbox"
                name="permissions"
                checked={form.values.permissions.includes(permission)}
                onChange={(event) => toggle(permission, event.target.checked)}
              />
              <span>
                <strong>{T.permissionNames[permission]}</strong>: {T.permissionHints[permission]}
              </span>
            </label>
          ))}
        </fieldset>
        <ReasonField
          id={`reason-staff-${userId}`}
          label={T.reasonLabel}
          value={form.values.reason}
          error={form.errors.reason}
          onValue={(value) => form.change("reason", value)}
        />
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={form.pending}>
            {form.pending ? T.saving : T.savePermissions}
          </button>
          <button type="button" className="button button--secondary" disabled={form.pending} onClick={onCancel}>
            {T.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
