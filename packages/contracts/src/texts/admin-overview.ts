// The staff console's overview (/admin): the activity charts.
// Apart from the other console pages' texts, so that a page loads only its own (ADMIN_TEXTS joins them all).

export const ADMIN_OVERVIEW_TEXTS = {
  overviewTitle: "Staff overview",
  overviewLead: "Sign-ins, failures, lockouts and new-device notices from the audit trail.",
  last24Hours: "Last 24 hours, by hour",
  last7Days: "Last 7 days, by day",
  generatedAt: "Counted at",
  seriesSignIns: "Sign-ins",
  seriesFailures: "Failures",
  seriesLockouts: "Lockouts",
  seriesNewDevices: "New-device notices",
  totals: "Totals",
  showTable: "Show the figures as a table",
  hideTable: "Hide the table",
  chartTableCaption: (title: string) => `${title}: figures`,
  bucketStart: "From",
  failureWave: (failures: number, signIns: number) =>
    `Warning: ${failures} failures against ${signIns} sign-ins. Many failures may be someone guessing passwords.`,
} as const;
