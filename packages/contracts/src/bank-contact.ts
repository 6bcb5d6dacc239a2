// How people reach the bank: the phone line, its opening hours and the sales address, written once. The sign-up
// screen's line, the contact page, the home page and every mail that says "call us" take them from here.

/** The bank's phone line, as people read it and as a tel: link dials it (E.164). */
export const SUPPORT_PHONE = { display: "(800) 555-0142", dial: "+18005550142" } as const;

/** When the phone line and the team answer. */
export const OPENING_HOURS = { opens: "09:00", closes: "17:00", days: "Monday to Friday" } as const;

/** "09:00-17:00, Monday to Friday" */
export const OPENING_HOURS_TEXT = `${OPENING_HOURS.opens}-${OPENING_HOURS.closes}, ${OPENING_HOURS.days}`;

/** "(800) 555-0142 (09:00-17:00, Monday to Friday)": the line and its hours as a sentence gives them. */
export const SUPPORT_LINE_TEXT = `${SUPPORT_PHONE.display} (${OPENING_HOURS_TEXT})`;

/** Where sales questions and the contact form's messages go (the service's SALES_EMAIL setting defaults to it). */
export const SALES_EMAIL = "sales@meridianbusiness.com";
