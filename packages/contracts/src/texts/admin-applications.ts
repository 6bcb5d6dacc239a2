// The staff console's queue of business applications (/admin/applications).
// Apart from the other console pages' texts, so that a page loads only its own (ADMIN_TEXTS joins them all).

export const ADMIN_APPLICATIONS_TEXTS = {
  applicationsTitle: "Applications",
  applicationsLead:
    "Business applications waiting for a decision, oldest first. A decision is due 24 hours after submission.",
  statusFilter: "Status",
  statusQueue: "Submitted (the queue)",
  showApplications: "Show",
  applicationsCaption: (status: string) => `Applications: ${status}, oldest submission first`,
  applicationsCount: (count: number, overdue: number) =>
    `${count} application${count === 1 ? "" : "s"}${overdue > 0 ? `, ${overdue} overdue` : ""}.`,
  noApplications: "No application is in this state.",
  timeLeft: "Time left",
  hoursMinutes: (hours: number, minutes: number) =>
    hours === 0 ? `${minutes} min` : minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`,
  daysHours: (days: number, hours: number) => (hours === 0 ? `${days} d` : `${days} d ${hours} h`),
  lessThanAMinute: "less than a minute",
  durationLeft: (duration: string) => `${duration} left`,
  underAMinuteLeft: "Less than a minute left",
  overdueBy: (duration: string) => `Overdue by ${duration}`,
  unnamedPerson: "name not given",
} as const;
