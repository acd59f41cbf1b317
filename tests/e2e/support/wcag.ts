/**
 * The checks behind the accessibility statement (issue 40, decision 092), for tests/e2e/wcag.e2e.ts:
 * axe with the WCAG 2.2 A/AA rule tags (every impact, not only serious ones), the page's own
 * horizontal overflow (1.4.10 Reflow at 320 px, 1.4.4 Resize text at 200 %), target size
 * (2.5.8, minimum 24 × 24 px or enough spacing) and the focus indicator (2.4.7) of the focused element.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules of axe-core. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every violation of the WCAG A/AA rules on the page as it is now, one line each (legacy mode: decision 068). */
export async function wcagViolations(page: Page, rules?: string[]): Promise<string[]> {
  expect(page.frames(), 'axe in legacy mode sees one frame').toHaveLength(1);
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  builder = rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`,
        )
        .slice(0, 4)
        .join(' | ')}`,
  );
}

/** How far the page scrolls sideways (0: it fits its viewport; 1.4.10 Reflow). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });
}

/** The elements that stick out of the viewport's right edge (what makes the page scroll sideways). */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= width + 1) continue;
      // Only what is drawn: a closed <details>' content is laid out but not shown.
      if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) continue;
      // Only the outermost: a child inside an overflowing parent says nothing new.
      if (out.length && el.parentElement?.closest('[data-overflowing]')) continue;
      el.setAttribute('data-overflowing', '');
      out.push(
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} right=${Math.round(r.right)}`,
      );
    }
    for (const el of Array.from(document.querySelectorAll('[data-overflowing]')))
      el.removeAttribute('data-overflowing');
    return out.slice(0, 8);
  });
}

/**
 * Targets smaller than 24 × 24 CSS px that also fail 2.5.8's spacing exception: a 24 px circle on
 * the target's centre reaches another target (or another small target's circle). Links inside a
 * sentence (an inline `a` in a block with other text: the "inline" exception) and the browser's own
 * controls of hidden inputs are left out. One line per target: what it is, its size.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    // Shown and reachable: not in a closed <details> (content-visibility), hidden, transparent or inert.
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return (
        r.width > 0 &&
        r.height > 0 &&
        el.checkVisibility({
          contentVisibilityAuto: true,
          opacityProperty: true,
          visibilityProperty: true,
        }) &&
        !el.closest('[inert]')
      );
    };
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement;
      if (!block) return false;
      const text = (block.textContent ?? '').replace(el.textContent ?? '', '').trim();
      return text.length > 0;
    };
    // A label's control is the label's target: a small checkbox inside a larger label is fine.
    const targets = Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter(visible)
      .map((el) => {
        const label = (el as HTMLInputElement).labels?.[0];
        const box = label && visible(label) ? label.getBoundingClientRect() : el.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        const own = {
          left: Math.min(r.left, box.left),
          right: Math.max(r.right, box.right),
          top: Math.min(r.top, box.top),
          bottom: Math.max(r.bottom, box.bottom),
        };
        return { el, r: own };
      });
    const small = (t: (typeof targets)[number]) =>
      t.r.right - t.r.left < 24 - 0.5 || t.r.bottom - t.r.top < 24 - 0.5;
    const centre = (t: (typeof targets)[number]) => ({
      x: (t.r.left + t.r.right) / 2,
      y: (t.r.top + t.r.bottom) / 2,
    });
    const distanceToRect = (p: { x: number; y: number }, r: (typeof targets)[number]['r']) => {
      const dx = Math.max(r.left - p.x, 0, p.x - r.right);
      const dy = Math.max(r.top - p.y, 0, p.y - r.bottom);
      return Math.hypot(dx, dy);
    };
    const found: string[] = [];
    for (const t of targets) {
      if (!small(t) || inSentence(t.el)) continue;
      const c = centre(t);
      const crowded = targets.some((o) => {
        if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return false;
        if (distanceToRect(c, o.r) < 12) return true;
        if (small(o) && !inSentence(o.el)) {
          const oc = centre(o);
          return Math.hypot(c.x - oc.x, c.y - oc.y) < 24;
        }
        return false;
      });
      if (!crowded) continue;
      const name = (t.el.getAttribute('aria-label') || t.el.textContent || t.el.getAttribute('title') || '')
        .trim()
        .slice(0, 30);
      found.push(
        `${t.el.tagName.toLowerCase()}${t.el.className && typeof t.el.className === 'string' ? `.${t.el.className.trim().split(/\s+/)[0]}` : ''} "${name}" ${Math.round(t.r.right - t.r.left)}×${Math.round(t.r.bottom - t.r.top)}`,
      );
    }
    return [...new Set(found)];
  });
}

/**
 * What shows where the focus is: the focused element's outline (style and width) or box-shadow,
 * or null when it shows nothing (2.4.7 Focus visible). Read on the element that has the focus.
 */
export function focusIndicator(page: Page): Promise<{ what: string; indicator: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', indicator: null };
    const s = getComputedStyle(el);
    const what = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/)[0]}` : ''} "${(el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).name || '').trim().slice(0, 30)}"`;
    if (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) >= 2)
      return { what, indicator: `outline ${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}` };
    if (s.boxShadow && s.boxShadow !== 'none') return { what, indicator: `box-shadow ${s.boxShadow}` };
    // A field drawn inside a box (a price field, a search bar) may ring the box (:focus-within).
    for (let up = el.parentElement, i = 0; up && i < 2; up = up.parentElement, i++) {
      const u = getComputedStyle(up);
      if (u.outlineStyle !== 'none' && Number.parseFloat(u.outlineWidth) >= 2)
        return { what, indicator: `parent's outline ${u.outlineWidth} ${u.outlineStyle} ${u.outlineColor}` };
    }
    return { what, indicator: null };
  });
}
