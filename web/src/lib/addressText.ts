/** The line of an address after its street: "Campus, Karnataka 560012", the same on every screen that shows one. */
export const placeLine = (address: { city: string; state: string; zipCode: string }): string => `${address.city}, ${address.state} ${address.zipCode}`;
