// The address fields' words, shared by the business's address and each person's home.
export const ADDRESS_FIELD_TEXTS = {
  line1: "Street address",
  line2: "Apartment, suite or floor",
  city: "City",
  state: "State",
  zip: "ZIP code",
} as const;
