// What an application still lacks, each message a link to its field on its step (?step=owners#field-people-0-title).
import { fieldId, stepHref, stepOfPath } from "./steps.ts";
import { useStepNavigation } from "./step-navigation.ts";

interface Props {
  title: string;
  missing: readonly [string, string][];
  headingLevel?: 2 | 3;
}

export default function MissingList({ title, missing, headingLevel = 3 }: Props) {
  const go = useStepNavigation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className="application-missing callout callout--danger"
      role="group"
      aria-labelledby="application-missing-title"
    >
      <Heading id="application-missing-title" className="application-missing__title" tabIndex={-1}>
        {title}
      </Heading>
      <ul>
        {missing.map(([path, message]) => (
          <li key={path}>
            <a
              href={`${stepHref(stepOfPath(path), window.location.search)}#${fieldId(path)}`}
              onClick={(event) => {
                event.preventDefault();
                go(stepOfPath(path), fieldId(path));
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
