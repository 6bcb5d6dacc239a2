// One business's team as the signed-in person may see and change it (see TeamPage.tsx).
import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import {
  TEAM_TEXTS as T,
  WORKSPACE_MESSAGES,
  type BusinessSummary,
  type Invitation,
  type Member,
} from "@bank/contracts";
import { ApiError, needsSecondFactor } from "../../../lib/api/request.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { fetchInvitations, fetchMembers, removeMember, revokeInvitation } from "../../../lib/api/team.ts";
import { $businesses } from "../../../stores/current-business.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import ApprovalRules from "./ApprovalRules.tsx";
import InvitationsTable from "./InvitationsTable.tsx";
import MembersTable, { type MemberAction } from "./MembersTable.tsx";
import { mayChange, mayLeave, nameOf } from "./team-roles.ts";
import { toastDone, toastFailure } from "./team-toasts.ts";

// The panels load when one is first opened: most visits only read the team.
const LazyConfirmPanel = lazy(() => import("../../ui/ConfirmPanel.tsx"));
const LazyMemberPermissionsForm = lazy(() => import("./MemberPermissionsForm.tsx"));
const LazyInviteForm = lazy(() => import("./InviteForm.tsx"));

/** The shared confirmation, with the team page's failure toast. */
function ConfirmPanel(props: Omit<ComponentProps<typeof LazyConfirmPanel>, "fail">) {
  return (
    <Suspense fallback={null}>
      <LazyConfirmPanel {...props} fail={toastFailure} />
    </Suspense>
  );
}

function MemberPermissionsForm(props: ComponentProps<typeof LazyMemberPermissionsForm>) {
  return (
    <Suspense fallback={null}>
      <LazyMemberPermissionsForm {...props} />
    </Suspense>
  );
}

type Open =
  | { kind: "member"; userId: string; action: MemberAction }
  | { kind: "revoke"; invitationId: string }
  | { kind: "leave" }
  | null;

/** Gives focus back to the button that opened a panel, once the panel has gone. */
function refocus(action: string): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-action="${CSS.escape(action)}"]`)?.focus());
}

export default function Team({ business, myId }: { business: BusinessSummary; myId: string }) {
  const businessName = business.tradeName ?? business.legalName;
  const manage = business.permissions.includes("manage");
  const [members, setMembers] = useState<Member[] | null>(null);
  // null while loading or when the person may not see them (a 403: the section is simply not there).
  const [invitations, setInvitations] = useState<Invitation[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  // The invite form (and its code) comes when asked for.
  const [inviting, setInviting] = useState(false);
  // The team needs view alone, which asks no second factor; the pending invitations need manage, which does: one the
  // person has is asked for in place and both read again; one without any is told to add one, in the service's words.
  const readStepUp = useStepUp();
  const [secondFactorNote, setSecondFactorNote] = useState<string | null>(null);

  function load() {
    void loadMembers();
    void loadInvitations();
  }

  async function loadMembers() {
    try {
      setMembers(await fetchMembers(business.id));
      setFailure(null);
    } catch (error) {
      setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offline }, error));
    }
  }

  async function loadInvitations() {
    if (!manage) return;
    try {
      const all = await fetchInvitations(business.id);
      setInvitations(all.filter((invitation) => invitation.status === "pending"));
    } catch (error) {
      setInvitations(null);
      // Managing needs a second factor: one the person has is asked for in place, none is said (the service's words).
      if (needsSecondFactor(error) && error.secondFactors.length > 0 && readStepUp.asked(error, load)) return;
      if (needsSecondFactor(error)) return setSecondFactorNote(error.serverMessage ?? null);
      // Any other 403 (no manage any more): the section is simply not shown.
      if (!(error instanceof ApiError && error.status === 403))
        setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offline }, error));
    }
  }

  useEffect(load, []);

  function close(action?: string) {
    setOpen(null);
    if (action) refocus(action);
  }

  if (readStepUp.prompt) return <div className="team-panel">{readStepUp.prompt}</div>;
  if (failure) return <p role="alert">{failure}</p>;
  if (!members) return <p role="status">{T.loading}</p>;

  const member = open?.kind === "member" ? members.find((each) => each.userId === open.userId) : undefined;
  const revoking = open?.kind === "revoke" ? invitations?.find((each) => each.id === open.invitationId) : undefined;

  return (
    <div className="team">
      <p className="team-lead" data-testid="team-business">
        {T.lead(businessName)}
      </p>
      {!manage && <p className="callout">{T.readOnly}</p>}
      {secondFactorNote && (
        <p className="callout callout--caution">
          {secondFactorNote} <a href="/dashboard/settings">{T.settingsLink}</a>
        </p>
      )}

      <section className="team-section" aria-labelledby="members-heading">
        <h2 id="members-heading" tabIndex={-1}>
          {T.membersHeading}
        </h2>
        <MembersTable
          members={members}
          me={business}
          myId={myId}
          open={open?.kind === "member" ? open : null}
          onAction={(userId, action) =>
            setOpen(
              open?.kind === "member" && open.userId === userId && open.action === action
                ? null
                : { kind: "member", userId, action },
            )
          }
        />
        {member && open?.kind === "member" && mayChange(business, myId, member) && open.action === "change" && (
          <MemberPermissionsForm
            key={`change-${member.userId}`}
            businessId={business.id}
            member={member}
            name={nameOf(member)}
            ownerMayChange={business.owner}
            onCancel={() => close(`change-${member.userId}`)}
            onSaved={() => {
              close(`change-${member.userId}`);
              void loadMembers();
            }}
          />
        )}
        {member && open?.kind === "member" && mayChange(business, myId, member) && open.action === "remove" && (
          <ConfirmPanel
            key={`remove-${member.userId}`}
            question={T.removeQuestion(nameOf(member), businessName)}
            warning={T.removeWarning}
            confirmLabel={T.removeConfirm}
            pendingLabel={T.removing}
            cancelLabel={T.cancel}
            run={async () => {
              await removeMember(business.id, member.userId);
              toastDone(WORKSPACE_MESSAGES.memberRemoved);
              setOpen(null);
              await loadMembers();
              requestAnimationFrame(() => document.getElementById("members-heading")?.focus());
            }}
            onCancel={() => close(`remove-${member.userId}`)}
          />
        )}
      </section>

      <ApprovalRules business={business} />

      {manage && invitations && (
        <section className="team-section" aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" tabIndex={-1}>
            {T.invitationsHeading}
          </h2>
          <InvitationsTable
            invitations={invitations}
            revoking={revoking?.id ?? null}
            onRevoke={(invitationId) =>
              setOpen(
                open?.kind === "revoke" && open.invitationId === invitationId ? null : { kind: "revoke", invitationId },
              )
            }
          />
          {revoking && (
            <ConfirmPanel
              key={`revoke-${revoking.id}`}
              question={T.revokeQuestion(revoking.email)}
              warning={T.revokeWarning}
              confirmLabel={T.revokeConfirm}
              pendingLabel={T.revoking}
              cancelLabel={T.cancel}
              run={async () => {
                await revokeInvitation(business.id, revoking.id);
                toastDone(WORKSPACE_MESSAGES.invitationRevoked);
                setOpen(null);
                await loadInvitations();
                requestAnimationFrame(() => document.getElementById("invitations-heading")?.focus());
              }}
              onCancel={() => close(`revoke-${revoking.id}`)}
            />
          )}
        </section>
      )}

      {manage && (
        <section className="team-section" aria-labelledby="invite-heading">
          <h2 id="invite-heading">{T.inviteHeading}</h2>
          {inviting ? (
            <Suspense fallback={<p role="status">{T.loading}</p>}>
              <LazyInviteForm
                businessId={business.id}
                onSent={() => void loadInvitations()}
                onClose={() => {
                  setInviting(false);
                  refocus("invite");
                }}
              />
            </Suspense>
          ) : (
            <button
              type="button"
              className="button button--primary"
              data-action="invite"
              onClick={() => setInviting(true)}
            >
              {T.inviteOpen}
            </button>
          )}
        </section>
      )}

      <section className="team-section" aria-labelledby="leave-heading">
        <h2 id="leave-heading">{T.leaveHeading}</h2>
        {mayLeave(myId, members) ? (
          open?.kind === "leave" ? (
            <ConfirmPanel
              question={T.leaveQuestion(businessName)}
              warning={T.leaveLead}
              confirmLabel={T.leaveConfirm}
              pendingLabel={T.leaving}
              cancelLabel={T.cancel}
              run={async () => {
                await removeMember(business.id, myId);
                toastDone(WORKSPACE_MESSAGES.leftBusiness);
                $businesses.revalidate();
                window.location.assign("/dashboard");
              }}
              onCancel={() => close("leave")}
            />
          ) : (
            <>
              <p className="team-lead">{T.leaveLead}</p>
              <button
                type="button"
                className="button button--secondary"
                data-action="leave"
                onClick={() => setOpen({ kind: "leave" })}
              >
                {T.leave}
              </button>
            </>
          )
        ) : (
          <p>{T.lastOwnerNote}</p>
        )}
      </section>
    </div>
  );
}
