// The contact form's message as the sales team receives it. Everything in it but the labels is what a stranger typed:
// the HTML part escapes it, and where it reaches a header (the subject, Reply-To's name) it is put on one line.
import { CONTACT_TOPIC_LABELS, oneLine, type ContactMessage } from "@bank/contracts";
import type { MailMessage } from "./mailer.ts";
import { escapeHtml } from "./messages.ts";

/** The visitor's message to `salesEmail`, answered by replying to it (Reply-To is the visitor). */
export function contactFormMessage(
  salesEmail: string,
  visitor: ContactMessage,
  sent: { at: Date; from: string },
): MailMessage {
  const topic = CONTACT_TOPIC_LABELS[visitor.topic];
  const name = oneLine(visitor.name);
  const facts: [string, string][] = [
    ["Topic", topic],
    ["Name", name],
    ["Email", visitor.email],
    ["Company", oneLine(visitor.company)],
    ["Sent", sent.at.toUTCString()],
  ];
  const intro = `A message from the contact form (${sent.from}). Reply to this email to answer ${name}.`;
  const text = [intro, "", ...facts.map(([label, value]) => `${label}: ${value}`), "", visitor.message].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">
${facts.map(([label, value]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p style="white-space:pre-wrap;border-left:3px solid #cbd5e1;padding-left:12px">${escapeHtml(visitor.message)}</p>
</body></html>`;
  return {
    to: salesEmail,
    replyTo: { name, address: visitor.email },
    subject: oneLine(`Contact form: ${topic}, ${visitor.company}`),
    text,
    html,
  };
}
