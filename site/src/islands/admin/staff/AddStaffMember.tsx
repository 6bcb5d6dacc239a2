// Adding a staff member: find their customer account by email (the customer search), then grant permissions.
import { useState } from "react";
import {
  ADMIN_STAFF_TEXTS as T,
  adminUserSearchQuerySchema,
  type AdminUserSummary,
  type StaffMember,
} from "@bank/contracts";
import { searchUsers } from "../../../lib/api/admin.ts";
import { useForm } from "../../ui/forms/use-form.ts";
import TextField from "../../ui/forms/TextField.tsx";
import { toastFailure } from "../failure.ts";
import PermissionsForm from "./PermissionsForm.tsx";

export default function AddStaffMember({ onAdded }: { onAdded(member: StaffMember): void }) {
  const form = useForm({ schema: adminUserSearchQuerySchema, initial: { query: "" } });
  const [found, setFound] = useState<readonly AdminUserSummary[] | null>(null);
  const [chosen, setChosen] = useState<AdminUserSummary | null>(null);

  async function find(email: string) {
    setChosen(null);
    try {
      const wanted = email.toLowerCase();
      setFound((await searchUsers(email)).users.filter((user) => user.email.toLowerCase() === wanted));
    } catch (error) {
      toastFailure(error);
    }
  }

  return (
    <section aria-labelledby="add-staff-heading">
      <h2 id="add-staff-heading">{T.addMember}</h2>
      <p className="admin-lead">{T.addMemberLead}</p>
      <form
        className="admin-form"
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit((data) => find(data.query))}
      >
        <TextField
          label={T.findByEmail}
          id="field-staff-email"
          type="email"
          autoComplete="off"
          {...form.field("query")}
        />
        <button type="submit" className="button button--secondary" disabled={form.pending}>
          {T.find}
        </button>
      </form>
      <div role="status">{found && found.length === 0 && <p>{T.notFoundByEmail}</p>}</div>
      {found && found.length > 0 && !chosen && (
        <ul className="admin-found">
          {found.map((user) => (
            <li key={user.id}>
              <button type="button" className="button button--secondary" onClick={() => setChosen(user)}>
                {T.chooseMember(`${user.firstName} ${user.lastName}`, user.email)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <PermissionsForm
          userId={chosen.id}
          name={`${chosen.firstName} ${chosen.lastName}`}
          current={[]}
          onCancel={() => setChosen(null)}
          onSaved={(member) => {
            setChosen(null);
            setFound(null);
            form.reset();
            onAdded(member);
          }}
        />
      )}
    </section>
  );
}
