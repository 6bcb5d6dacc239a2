// The contact page's form: name, business email, company, topic and message. Its check (the contracts schema) and its
// request are fetched when the visitor first focuses the form (contact-submission.ts), so the page loads only the
// fields. Messages sit beside their fields, focus goes to the first; once sent, it says what happens next. What the
// visitor typed is shown as text only.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CONTACT_FAILED, CONTACT_TEXTS as T, CONTACT_TOPICS, CONTACT_TOPIC_LABELS } from "@bank/contracts";
import { loadOnce } from "../../lib/load-once.ts";
import FieldFrame from "../ui/forms/FieldFrame.tsx";
import FormAlert from "../ui/forms/FormAlert.tsx";
import SelectField from "../ui/forms/SelectField.tsx";
import TextField from "../ui/forms/TextField.tsx";
import { focusFirstInvalid } from "../ui/forms/focus-first-invalid.ts";
import "../ui/controls.css";
import "./ContactForm.css";

const EMPTY = { name: "", email: "", company: "", topic: "", message: "" };
const TOPIC_OPTIONS = [
  { value: "", label: T.chooseTopic },
  ...CONTACT_TOPICS.map((topic) => ({ value: topic, label: CONTACT_TOPIC_LABELS[topic] })),
];
type Values = typeof EMPTY;
type Errors = Readonly<Record<string, string>>;
type Submission = typeof import("./contact-submission.ts");

/** The check and the request, fetched once; a failed fetch (offline) is tried again next time. */
const loadSubmission = loadOnce(() => import("./contact-submission.ts"));

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
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  // Bumped to move focus to the first field with a message once the messages are drawn (so it is read with them).
  const [focusRequest, setFocusRequest] = useState(0);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // After the first submit, each change is checked again with the loaded check.
  const loaded = useRef<Submission | null>(null);
  // Until the form's code runs, typing would be lost and a submit would post the page: the form waits, inert.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current, errors);
  }, [focusRequest]);

  const showErrors = (found: Errors) => {
    setErrors(found);
    setFocusRequest((count) => count + 1);
  };

  const change = (name: keyof Values, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!loaded.current) return;
    const checked = loaded.current.checkContact(next);
    setErrors(checked.ok ? {} : checked.errors);
  };

  // One submission at a time, from the click on (the check may still be on its way): a second click sends nothing.
  const submitting = useRef(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setRefusal(null);
    try {
      const check = (loaded.current = await loadSubmission());
      const checked = check.checkContact(values);
      if (!checked.ok) return showErrors(checked.errors);
      setErrors({});
      setPending(true);
      const outcome = await check.sendContact(checked.data);
      if (outcome.kind === "sent") setSentTo(checked.data.email);
      else if (outcome.kind === "fields") showErrors(outcome.errors);
      else setRefusal(outcome.message);
    } catch {
      setRefusal(`${CONTACT_FAILED.fallbackError} ${T.callInstead}`); // the check could not be fetched (offline)
    } finally {
      setPending(false);
      submitting.current = false;
    }
  };

  if (sentTo !== null) return <Sent email={sentTo} />;

  const text = (name: "name" | "email" | "company") => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { currentTarget: HTMLInputElement }) => change(name, event.currentTarget.value),
  });

  return (
    <form
      ref={formRef}
      method="post"
      className="contact-form"
      noValidate
      inert={!ready}
      onSubmit={(event) => void submit(event)}
      onFocusCapture={() => void loadSubmission().catch(() => undefined)}
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
        error={errors.topic}
        required
        value={values.topic}
        onChange={(event) => change("topic", event.currentTarget.value)}
        options={TOPIC_OPTIONS}
      />
      <FieldFrame id="field-message" label={T.message} error={errors.message}>
        {(described) => (
          <textarea
            id="field-message"
            name="message"
            className="field__input contact-form__message"
            required
            rows={6}
            value={values.message}
            onChange={(event) => change("message", event.currentTarget.value)}
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
