// /admin/staff: who is staff, with what permissions and whether they use 2FA; with manage, change another member's
// permissions or add a member (step-up in place). One's own row offers no change: another manager makes it.
import { useEffect, useState, type ReactNode } from "react";
import { ADMIN_MESSAGES, ADMIN_TEXTS as T, type AdminMe, type StaffMember } from "@bank/contracts";
import { fetchStaff } from "../../lib/api/admin.ts";
import { failureText } from "../../lib/api/failure-text.ts";
import { can } from "./permissions.ts";
import AddStaffMember from "./staff/AddStaffMember.tsx";
import PermissionsForm from "./staff/PermissionsForm.tsx";
import StaffGate from "./StaffGate.tsx";
import TableFrame from "./TableFrame.tsx";

const nameOf = (member: StaffMember) => `${member.firstName} ${member.lastName}`;

function StaffList({ me }: { me: AdminMe }) {
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const manage = can(me, "manage");

  async function load() {
    try {
      setStaff(await fetchStaff());
      setFailure(null);
    } catch (error) {
      setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offlineText }, error));
    }
  }

  useEffect(() => void load(), []);

  function closeEditor(userId: string) {
    setEditing(null);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-edit="${CSS.escape(userId)}"]`)?.focus());
  }

  if (failure) return <p role="alert">{failure}</p>;
  if (!staff) return <p role="status">{T.loading}</p>;
  const member = staff.find((each) => each.userId === editing);

  return (
    <>
      {staff.length === 0 ? (
        <p>{T.noStaff}</p>
      ) : (
        <TableFrame label={T.staffCaption}>
          <table className="admin-table table-cards">
            <caption>{T.staffCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.name}</th>
                <th scope="col">{T.email}</th>
                <th scope="col">{T.permissions}</th>
                <th scope="col">{T.twoFactor}</th>
                {manage && (
                  <th scope="col">
                    <span className="visually-hidden">{T.changeColumn}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {staff.map((each) => (
                <tr key={each.userId}>
                  <td data-label={T.name}>{nameOf(each)}</td>
                  <td data-label={T.email}>{each.email}</td>
                  <td data-label={T.permissions}>{each.permissions.map((permission) => T.permissionNames[permission]).join(", ") || T.none}</td>
                  <td data-label={T.twoFactor}>
                    <span className={each.twoFactorEnabled ? "admin-flag--on" : "admin-flag--alert"}>
                      {each.twoFactorEnabled ? T.on : T.off}
                    </span>
                  </td>
                  {manage && each.userId === me.userId && <td className="admin-muted">{T.ownPermissionsNote}</td>}
                  {manage && each.userId !== me.userId && (
                    <td>
                      <button
                        type="button"
                        className="button button--secondary"
                        data-edit={each.userId}
                        aria-label={T.editPermissions(nameOf(each))}
                        aria-expanded={editing === each.userId}
                        onClick={() => setEditing(editing === each.userId ? null : each.userId)}
                      >
                        {T.permissions}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {manage && member && (
        <PermissionsForm
          key={member.userId}
          userId={member.userId}
          name={nameOf(member)}
          current={member.permissions}
          onCancel={() => closeEditor(member.userId)}
          onSaved={() => {
            closeEditor(member.userId);
            void load();
          }}
        />
      )}
      {manage && <AddStaffMember onAdded={() => void load()} />}
    </>
  );
}

export default function StaffPage({ nav }: { nav?: ReactNode }) {
  return (
    <StaffGate nav={nav}>
      {(me) => (
        <>
          <h1>{T.staffTitle}</h1>
          {can(me, "view") ? <StaffList me={me} /> : <p>{ADMIN_MESSAGES.missingPermission}</p>}
        </>
      )}
    </StaffGate>
  );
}
