// The overview of someone without a business yet: where their business application stands, and the way to it.
import { OVERVIEW_TEXTS as T } from "@bank/contracts";
import ApplicationCard from "../../onboarding/ApplicationCard.tsx";

export default function NoBusiness() {
  return (
    <section className="overview-apply" aria-labelledby="overview-apply-heading">
      <h2 id="overview-apply-heading">{T.noBusinessHeading}</h2>
      <p>{T.noBusinessText}</p>
      <ApplicationCard />
      <p>
        <a href="/identity-verification">{T.applyLink}</a>
      </p>
    </section>
  );
}
