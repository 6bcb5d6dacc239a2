// Step 3: the formation document and a photo ID for each person saved on the owners step.
import { ONBOARDING_DOCUMENTS_TEXTS as T } from "@bank/contracts";
import DocumentSlot from "./DocumentSlot.tsx";
import { personName } from "./steps.ts";
import type { StepProps } from "./step-props.ts";

export default function DocumentsStep({ draft }: StepProps) {
  const missingShown = draft.missingShownOn("documents");
  const { application } = draft;
  const missing = (path: string) => (missingShown ? draft.missing[path] : undefined);
  const uploaded = (document: (typeof application.documents)[number]) =>
    draft.setApplication((current) => ({ ...current, documents: [...current.documents, document] }));
  const removed = (documentId: string) =>
    draft.setApplication((current) => ({
      ...current,
      documents: current.documents.filter((document) => document.id !== documentId),
    }));
  return (
    <div className="application-fields">
      <p className="application-step__intro">{T.intro}</p>
      <DocumentSlot
        kind="formation"
        path="documents.formation"
        title={T.formationHeading}
        hint={T.formationHint}
        documents={application.documents.filter((document) => document.kind === "formation")}
        missing={missing("documents.formation")}
        onUploaded={uploaded}
        onRemoved={removed}
      />
      {/* IDs belong to people the service holds: one added but not yet saved has no place to upload to. */}
      {application.people.length === 0 && <p>{T.noPeople}</p>}
      {application.people.map((_person, index) => (
        <DocumentSlot
          key={index}
          kind="identity"
          personIndex={index}
          path={`documents.identity.${index}`}
          title={T.identityHeading(personName(draft.people[index], index))}
          hint={T.identityHint}
          documents={application.documents.filter(
            (document) => document.kind === "identity" && document.personIndex === index,
          )}
          missing={missing(`documents.identity.${index}`)}
          onUploaded={uploaded}
          onRemoved={removed}
        />
      ))}
    </div>
  );
}
