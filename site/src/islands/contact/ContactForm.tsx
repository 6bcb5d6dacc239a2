// The contact page's form: name, business email, company, topic and message, checked with the contracts schema and
// sent to POST /api/contact; once sent, it says what happens next. What the visitor typed is shown as text only.
import { useEffect, useRef, useState } from "react";
import {
  CONTACT_FAILED,
  CONTACT_TEXTS as T,
  CONTACT_TOPICS,
  CONTACT_TOPIC_LABELS,
  contactMessageSchema,
} from "@bank/contracts";
import { sendContactMessage } from "../../lib/api/contact.ts";
import { failureText } from "../../lib/api/failure-text.ts";
import { ApiError } from "../../lib/api/request.ts";
import FieldFrame from "../ui/forms/FieldFrame.tsx";
import FormAlert from "../ui/forms/FormAlert.tsx";
import TextField from "../ui/forms/TextField.tsx";
import { useForm } from "../ui/forms/use-form.ts";
import "../ui/controls.css";
import "./ContactForm.css";

const EMPTY = { name: "", email: "", company: "", topic: "", message: "" };

/** The confirmation, its heading focused as it appears so a screen reader reads where the form was. */
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
  const form = useForm({ schema: contactMessageSchema, initial: EMPTY });
  const { values, errors, change, field, pending } = form;
  // Until the form's code runs, typing would be lost and a submit would post the page: the form waits, inert.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.handleSubmit(async (checked) => {
    setRefusal(null);
    try {
      await sendContactMessage(checked);
      setSentTo(checked.email);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.showErrors(error.fieldErrors);
      } else {
        setRefusal(`${failureText(CONTACT_FAILED, error)} ${T.callInstead}`);
      }
    }
  });

  if (sentTo !== null) return <Sent email={sentTo} />;

  return (
    <form
      ref={form.formRef}
      method="post"
      className="contact-form"
      noValidate
      inert={!ready}
      onSubmit={submit}
      aria-labelledby="contact-form-title"
      data-contact-form
    >
      <h2 id="contact-form-title" className="contact-form__title">
        {T.formHeading}
      </h2>
      <p className="contact-form__lead">{T.formLead}</p>
      <TextField {...field("name")} label={T.name} autoComplete="name" required />
      <TextField {...field("email")} label={T.email} type="email" autoComplete="email" required />
      <TextField {...field("company")} label={T.company} autoComplete="organization" required />
      <FieldFrame id="field-topic" label={T.topic} error={errors.topic}>
        {(described) => (
          <select
            id="field-topic"
            name="topic"
            className="field__input"
            required
            value={values.topic}
            onChange={(event) => change("topic", event.target.value)}
            {...described}
          >
            <option value="">{T.chooseTopic}</option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {CONTACT_TOPIC_LABELS[topic]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame id="field-message" label={T.message} error={errors.message}>
        {(described) => (
          <textarea
            id="field-message"
            name="message"
            className="field__input contact-form__message"
            required
            rows={6}
            value={values.message}
            onChange={(event) => change("message", event.target.value)}
            {...described}
          />
        )}
      </FieldFrame>
      <FormAlert message={refusal} />
      <button type="submit" className="button button-primary contact-form__send" disabled={pending}>
        {pending ? T.sending : T.send}
      </button>
    </form>
  );
}
