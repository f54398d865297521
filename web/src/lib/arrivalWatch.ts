/** Which items of a live list arrived since its last delivery; the first is what the page loaded with, and an id once seen is never new again. */
export function createArrivalWatch<T extends { id: string }>() {
  let seen: Set<string> | null = null;
  return (items: readonly T[]): T[] => {
    if (seen === null) {
      seen = new Set(items.map((item) => item.id));
      return [];
    }
    const known = seen;
    const arrivals = items.filter((item) => !known.has(item.id));
    for (const item of arrivals) known.add(item.id);
    return arrivals;
  };
}
