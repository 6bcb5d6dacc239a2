// The contact page's form: name, business email, company, topic and message, on the form kit (use-form.ts). Its check
// (the contracts schema) and its request are fetched when the visitor first focuses the form (contact-submission.ts),
// so the page loads only the fields. Messages sit beside their fields, focus goes to the first; once sent, it says
// what happens next. What the visitor typed is shown as text only.
import { useEffect, useRef, useState } from "react";
import { CONTACT_FAILED, CONTACT_TEXTS as T, CONTACT_TOPICS, CONTACT_TOPIC_LABELS } from "@bank/contracts";
import { loadOnce } from "../../lib/load-once.ts";
import FieldFrame from "../ui/forms/FieldFrame.tsx";
import FormAlert from "../ui/forms/FormAlert.tsx";
import SelectField from "../ui/forms/SelectField.tsx";
import TextField from "../ui/forms/TextField.tsx";
import { useForm } from "../ui/forms/use-form.ts";
import "../ui/controls.css";
import "./ContactForm.css";

const EMPTY = { name: "", email: "", company: "", topic: "", message: "" };
const TOPIC_OPTIONS = [
  { value: "", label: T.chooseTopic },
  ...CONTACT_TOPICS.map((topic) => ({ value: topic, label: CONTACT_TOPIC_LABELS[topic] })),
];

/** The check and the request, fetched once; a failed fetch (offline) is tried again next time. */
const loadSubmission = loadOnce(() => import("./contact-submission.ts"));
const contactSchema = async () => (await loadSubmission()).contactSchema;

/** The confirmation, its heading focused as it appears so that a screen reader reads it where the form was. */
function Sent({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-form contact-form--sent" role="status">
      <h2 ref={heading} tabIndex={-1} className="contact-form__title">
        {T.sentTitle}
      </h2>
      <p>{T.sentText(email)}</p>
      <p>{T.callInstead}</p>
    </div>
  );
}

export default function ContactForm() {
  const form = useForm({ schema: contactSchema, initial: EMPTY });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Until the form's code runs, typing would be lost and a submit would post the page: the form waits, inert.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const submit = form.handleSubmit(async (message) => {
    const outcome = await (await loadSubmission()).sendContact(message); // fetched with the check that just passed
    if (outcome.kind === "sent") setSentTo(message.email);
    else if (outcome.kind === "fields") form.showErrors(outcome.errors);
    else setRefusal(outcome.message);
  });

  if (sentTo !== null) return <Sent email={sentTo} />;

  const text = (name: "name" | "email" | "company") => ({ ...form.field(name), required: true });
  // The check could not be fetched (offline): nothing was sent, and the phone still works.
  const alert = form.unreachable ? `${CONTACT_FAILED.fallbackError} ${T.callInstead}` : refusal;

  return (
    <form
      ref={form.formRef}
      method="post"
      className="contact-form"
      noValidate
      inert={!ready}
      onSubmit={(event) => {
        setRefusal(null); // each press starts afresh
        submit(event);
      }}
      aria-labelledby="contact-form-title"
      data-contact-form
    >
      <h2 id="contact-form-title" className="contact-form__title">
        {T.formHeading}
      </h2>
      <p className="contact-form__lead">{T.formLead}</p>
      <TextField {...text("name")} label={T.name} autoComplete="name" />
      <TextField {...text("email")} label={T.email} type="email" autoComplete="email" />
      <TextField {...text("company")} label={T.company} autoComplete="organization" />
      <SelectField
        id="field-topic"
        name="topic"
        label={T.topic}
        error={form.errors.topic}
        required
        value={form.values.topic}
        onChange={(event) => form.change("topic", event.currentTarget.value)}
        options={TOPIC_OPTIONS}
      />
      <FieldFrame id="field-message" label={T.message} error={form.errors.message}>
        {(described) => (
          <textarea
            id="field-message"
            name="message"
            className="field__input contact-form__message"
            required
            rows={6}
            value={form.values.message}
            onChange={(event) => form.change("message", event.currentTarget.value)}
            {...described}
          />
        )}
      </FieldFrame>
      <FormAlert message={alert} />
      <button type="submit" className="button button-primary contact-form__send" disabled={form.pending}>
        {form.pending ? T.sending : T.send}
      </button>
    </form>
  );
}
