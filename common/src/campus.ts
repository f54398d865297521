/** The campus's city, state and pincode, which the checkout's quick address form starts with (docs/product.md#checkout). */
export const CAMPUS_LOCATION = { city: 'Campus', state: 'Karnataka', zipCode: '560012' } as const;
