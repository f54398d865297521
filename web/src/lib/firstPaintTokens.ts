/**
 * For the pages' inline scripts that fill a template the build drew for sample data (the cart's stored cart,
 * features/cart/firstPaint/lastSeenCart.ts; the profile's personal information, features/profile/firstPaint/
 * earlyProfile.ts): replaces a sample's text with the real one in the text and attributes under `root`. `whole`:
 * only text nodes that are exactly `from` (a number, which may appear inside other texts). Text goes in as text.
 *
 * Its source text is passed to those scripts as an argument (`${replaceTokens}`), so it uses nothing from outside
 * itself.
 */
export function replaceTokens(root: Node, from: string, to: string, whole = false): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    if (node instanceof Text) {
      const text = node.data;
      if (whole ? text === from : text.includes(from)) node.data = whole ? to : text.split(from).join(to);
    } else if (node instanceof Element && !whole) {
      for (const attribute of Array.from(node.attributes)) {
        if (attribute.value.includes(from)) attribute.value = attribute.value.split(from).join(to);
      }
    }
  }
}

export type ReplaceTokens = typeof replaceTokens;
