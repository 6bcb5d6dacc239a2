// A page of payments as the lists keep it (hooks/paged-list.ts).
import type { Payment, PaymentPage } from "@bank/contracts";
import type { ListPage } from "../money/paged-list.ts";

export const paymentRows = (page: PaymentPage): ListPage<Payment> => ({
  rows: page.payments,
  nextCursor: page.nextCursor,
});
