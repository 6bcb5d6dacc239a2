// The words of the application's owners step: each owner of 25% or more and the controlling person.
export const ONBOARDING_PEOPLE_TEXTS = {
  heading: "Owners and controlling person",
  intro:
    "List each person who owns 25% or more of the business, and one person who controls it (a CEO, managing member or similar). One person can be both.",
  personHeading: (index: number) => `Person ${index + 1}`,
  firstName: "First name",
  lastName: "Last name",
  title: "Title or role",
  ownershipPercent: "Ownership (%)",
  ownershipHint: "0 to 100. Enter 0 for a controlling person who owns nothing.",
  isController: "This person controls the business",
  dateOfBirth: "Date of birth",
  addressLegend: "Home address",
  add: "Add a person",
  remove: (name: string) => `Remove ${name}`,
  removeWarning: "Removing a person also removes their uploaded ID.",
  limitReached: (max: number) => `You have listed the most people an application holds (${max}).`,
  none: "Nobody is listed yet. Add the first person.",
} as const;
