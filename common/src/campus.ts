/**
 * Where campus deliveries go. The checkout's quick address form asks only for label, address, landmark and
 * phone (docs/product.md#checkout); an address also needs a city, state and 6-digit pincode, so that form starts
 * with these, shown to the student and editable (the demo data's hostel address uses the same values).
 */
export const CAMPUS_LOCATION = { city: 'Campus', state: 'Karnataka', zipCode: '560012' } as const;
