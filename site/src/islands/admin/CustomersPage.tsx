// /admin/customers: find a customer, open their detail at ?id= (so it can be linked and the back button closes it),
// and, with manage, act on their account. Focus goes to the detail's heading on open, back to the result on close.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { ADMIN_MESSAGES, ADMIN_CUSTOMERS_TEXTS as T, type AdminMe } from "@bank/contracts";
import { searchUsers } from "../../lib/api/admin.ts";
import CustomerSearch, { type Results } from "./customers/CustomerSearch.tsx";
import { customersHref, parseCustomersView, type CustomersView } from "./customers/customers-url.ts";
import { toastFailure } from "./failure.ts";
import LazyDetail from "./LazyDetail.tsx";
import { can } from "./permissions.ts";
import StaffGate from "./StaffGate.tsx";

/** A customer's detail: its code is fetched when one is opened, not with the search. */
const loadCustomerDetail = () => import("./customers/CustomerDetail.tsx");

function Customers({ me }: { me: AdminMe }) {
  const [view, setView] = useState<CustomersView>(() => parseCustomersView(window.location.search));
  const [results, setResults] = useState<Results | null>(null);
  const [searching, setSearching] = useState(false);
  /** The customer opened from the results on this page: closing goes back in history, and focus returns to them. */
  const openedHere = useRef<string | null>(null);

  useEffect(() => {
    const follow = () => setView(parseCustomersView(window.location.search));
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, []);

  async function search(query: string, cursor?: string) {
    setSearching(true);
    try {
      const page = await searchUsers(query, cursor);
      setResults((shown) =>
        cursor && shown
          ? { query, users: [...shown.users, ...page.users], nextCursor: page.nextCursor }
          : { query, ...page },
      );
    } catch (error) {
      toastFailure(error);
    } finally {
      setSearching(false);
    }
  }

  // A search in the address (a shared link, the back button) is run once; the results stay while a customer is open.
  useEffect(() => {
    if (view.query && view.query !== results?.query) void search(view.query);
  }, [view.query]);

  // Back from a customer: focus returns to their row in the results.
  useEffect(() => {
    if (view.id || !openedHere.current) return;
    document.querySelector<HTMLElement>(`[data-customer="${CSS.escape(openedHere.current)}"]`)?.focus();
    openedHere.current = null;
  }, [view.id]);

  function go(next: CustomersView) {
    window.history.pushState(null, "", customersHref(next));
    setView(next);
  }

  function close() {
    if (openedHere.current) window.history.back();
    else go({ query: view.query, id: "" });
  }

  if (view.id) return <LazyDetail load={loadCustomerDetail} props={{ me, userId: view.id, onClose: close }} />;
  return (
    <CustomerSearch
      initialQuery={view.query}
      results={results}
      searching={searching}
      onSearch={(query) => {
        if (query === view.query) void search(query);
        else go({ query, id: "" });
      }}
      onLoadMore={() => results?.nextCursor && void search(results.query, results.nextCursor)}
      onOpen={(id) => {
        openedHere.current = id;
        go({ query: view.query, id });
      }}
    />
  );
}

export default function CustomersPage({ nav }: { nav?: ReactNode }) {
  return (
    <StaffGate nav={nav}>
      {(me) => (
        <>
          <h1>{T.customersTitle}</h1>
          {can(me, "view") ? <Customers me={me} /> : <p>{ADMIN_MESSAGES.missingPermission}</p>}
        </>
      )}
    </StaffGate>
  );
}
