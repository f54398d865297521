import { useEffect, useState, type RefObject } from 'react';

/** Becomes true, and stays so, once the element crosses into the viewport widened by `rootMargin`: for work to start once, near it. */
export function useInView(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView]);

  return inView;
}
