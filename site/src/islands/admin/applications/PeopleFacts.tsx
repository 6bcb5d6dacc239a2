// Each owner of 25% or more and the controlling person, one heading and list of facts each.
import { ADMIN_CONSOLE_TEXTS, ADMIN_APPLICATION_DETAIL_TEXTS, type PersonDraft } from "@bank/contracts";
import { calendarDay } from "../../../lib/format/values.ts";
import { addressText, personName } from "./application-format.ts";
import FactList from "./FactList.tsx";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_APPLICATION_DETAIL_TEXTS };

export default function PeopleFacts({ people }: { people: readonly PersonDraft[] }) {
  if (people.length === 0) return <p>{T.noPeople}</p>;
  return (
    <div className="admin-columns">
      {people.map((person, index) => (
        <section key={index} aria-labelledby={`person-${index}`} data-testid="application-person">
          <h4 id={`person-${index}`}>{T.personHeading(index, personName(person))}</h4>
          <FactList
            facts={[
              [T.personTitle, person.title],
              [
                T.ownership,
                person.ownershipPercent === undefined ? undefined : T.ownershipPercent(person.ownershipPercent),
              ],
              [T.controller, person.isController === undefined ? undefined : person.isController ? T.yes : T.no],
              [T.dateOfBirth, calendarDay(person.dateOfBirth)],
              [T.homeAddress, addressText(person.address)],
            ]}
          />
        </section>
      ))}
    </div>
  );
}
