// What the invoice routes answer with, field by field: the service sends them, the site shows them beside the field
// or in a toast.
export const INVOICE_MESSAGES = {
  customerName: "Enter the customer's name (at most 100 characters).",
  customerEmail: "Enter the customer's email address: the invoice is mailed there.",
  lines: "Add 1 to 100 lines, each with a description, a quantity and a unit price.",
  description: "Describe the line in at most 200 characters.",
  quantity: "Enter a quantity above 0 with at most 4 decimals, up to 1,000,000, such as 2.5.",
  unitPrice: "Enter a unit price as digits with at most the currency's decimals, such as 125.00.",
  totalZero: "The invoice's total is zero. Add a line with an amount.",
  totalTooLarge: "The invoice's total is larger than a single payment can be.",
  dueOn: "Choose a due date (YYYY-MM-DD), today or later.",
  memo: "Keep the note to at most 500 characters.",
  accountId: "Choose the account the customer pays into.",
  accountNotFound: "We could not find that account.",
  invoiceNotFound: "We could not find that invoice.",
  notDraft: "This invoice has been sent already; it cannot be sent again.",
  invoiceVoid: "This invoice is void.",
  hasPayments: "Money has been received against this invoice, so it cannot be voided.",
  status: "Choose a status: draft, sent, partly_paid, paid, overdue or void.",
  cursor: "That page of invoices is no longer available. Start again from the first page.",
} as const;
