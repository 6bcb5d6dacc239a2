// Every text a person reads in the staff console (/admin), in one object: each page's islands import only their
// page's part (texts/admin-*.ts), so a page loads only its own texts; tests and the service read them all here.
import { ADMIN_CONSOLE_TEXTS } from "./admin-console.ts";
import { ADMIN_OVERVIEW_TEXTS } from "./admin-overview.ts";
import { ADMIN_CUSTOMERS_TEXTS } from "./admin-customers.ts";
import { ADMIN_CUSTOMER_DETAIL_TEXTS } from "./admin-customer-detail.ts";
import { ADMIN_AUDIT_TEXTS } from "./admin-audit.ts";
import { ADMIN_STAFF_TEXTS } from "./admin-staff.ts";
import { ADMIN_APPLICATIONS_TEXTS } from "./admin-applications.ts";
import { ADMIN_APPLICATION_DETAIL_TEXTS } from "./admin-application-detail.ts";

/** Every text a person reads in the staff console (/admin). */
export const ADMIN_TEXTS = {
  ...ADMIN_CONSOLE_TEXTS,
  ...ADMIN_OVERVIEW_TEXTS,
  ...ADMIN_CUSTOMERS_TEXTS,
  ...ADMIN_CUSTOMER_DETAIL_TEXTS,
  ...ADMIN_AUDIT_TEXTS,
  ...ADMIN_STAFF_TEXTS,
  ...ADMIN_APPLICATIONS_TEXTS,
  ...ADMIN_APPLICATION_DETAIL_TEXTS,
} as const;
