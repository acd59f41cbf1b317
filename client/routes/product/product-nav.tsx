/**
 * The product page navbar: sticky in-page links to the page's sections, highlighting the section
 * in view (IntersectionObserver, after hydration; the first section is active until then).
 */
import { useEffect, useState } from 'react';

export { ProductDetails } from './product-details.tsx';

export interface NavSection {
  id: string;
  label: string;
}

export function ProductNav({ sections, label }: { sections: NavSection[]; label: string }) {
  const [active, setActive] = useState(sections[0]?.id ?? '');
  const ids = sections.map((s) => s.id).join(' ');
  useEffect(() => {
    const targets = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (!targets.length || typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) visible.set(e.target.id, e.boundingClientRect.top);
          else visible.delete(e.target.id);
        }
        // The topmost section that reaches into the band below the sticky bars.
        const first = targets.find((t) => visible.has(t.id));
        if (first) setActive(first.id);
      },
      { rootMargin: '-160px 0px -45% 0px', threshold: 0 },
    );
    for (const t of targets) observer.observe(t);
    return () => observer.disconnect();
  }, [ids]);
  return (
    <nav className="product-nav" aria-label={label} data-testid="product-nav">
      <ul className="container">
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className={s.id === active ? 'is-active' : undefined}
              aria-current={s.id === active ? 'location' : undefined}
              onClick={() => setActive(s.id)}
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The product safety section (decision 096) comes in this island's chunk: a chunk of its own would
 * add its name and loader to the product page's first load, which has no bytes to spare.
 */
export { ProductDelivery } from './product-delivery.tsx';
export { ProductSafety } from './product-safety.tsx';
