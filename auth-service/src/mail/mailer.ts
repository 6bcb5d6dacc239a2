// One way out for mail: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox for local runs and tests.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  /** Where an answer goes, when not to the sender (the visitor who wrote through the contact form). */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (an invoice's PDF), base64 in the MIME message. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  /** Told where an outbox message went, so a developer can open its link without a mail server. */
  onOutboxWrite(file: string, message: MailMessage): void;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      fs.mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(options.outboxDir, `${Date.now()}-${crypto.randomBytes(4).toString("hex")}.eml`);
      fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      options.onOutboxWrite(file, message);
    },
  };
}
