// /admin/business?id=: one business in the staff console (view), reached from a customer's detail. Staff without
// view are told their permissions do not allow it; an address without an id says where to find one.
import type { ReactNode } from "react";
import { ADMIN_BUSINESS_TEXTS as B, ADMIN_MESSAGES, type AdminMe } from "@bank/contracts";
import { can } from "../permissions.ts";
import StaffGate from "../StaffGate.tsx";
import BusinessDetail from "./BusinessDetail.tsx";
import { businessIdOf } from "./business-words.ts";
import "./businesses.css";

function Business({ me }: { me: AdminMe }) {
  if (!can(me, "view")) return <p>{ADMIN_MESSAGES.missingPermission}</p>;
  const id = businessIdOf(window.location.search);
  return id ? <BusinessDetail id={id} /> : <p>{B.missingId}</p>;
}

export default function BusinessPage({ nav }: { nav?: ReactNode }) {
  return (
    <StaffGate nav={nav}>
      {(me) => (
        <>
          <h1>{B.pageTitle}</h1>
          <Business me={me} />
        </>
      )}
    </StaffGate>
  );
}
