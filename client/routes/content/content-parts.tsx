/** Pieces the content, recipe and FAQ views share. */
import type { CSSProperties } from 'react';
import type { Breadcrumb, ColourScheme } from '../../../shared/contract/common.ts';
import type { Page } from '../../../shared/contract/content.ts';
import { Image } from '../../components/image.tsx';
import { Link } from '../../components/link.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { uriHref } from '../href.ts';

/** CMS page images are banners (the shop's media are 4:1); CSS crops them where they show smaller. */
export const BANNER = { width: 1200, height: 300 } as const;

/** A page's colour scheme as CSS custom properties (`--scheme-background`…), next to `data-colour-scheme`. */
export function schemeStyle(scheme: ColourScheme | null | undefined): CSSProperties | undefined {
  if (!scheme?.details.length) return undefined;
  return Object.fromEntries(scheme.details.map((d) => [`--scheme-${d.element}`, d.color])) as CSSProperties;
}

/** FAQ pages' breadcrumbs start at the FAQ itself (`/service/faq`), which is a screen, not a page. */
export function useFaqCrumbs(items: Breadcrumb[]): Breadcrumb[] {
  const { t } = useApp();
  return [{ title: t('contentScreen.faq.title'), uri: '/service/faq' }, ...items];
}

export function ParentLink({ parent }: { parent: { title: string; uri: string } }) {
  const { t, locale } = useApp();
  return (
    <p className="content-parent">
      <Link to={uriHref(parent.uri, locale)} data-testid="parent-link">
        <span aria-hidden="true">← </span>
        {t('contentScreen.back_to', { title: parent.title })}
      </Link>
    </p>
  );
}

/** Sub-pages of a page as cards (recipes, recipe categories). */
export function PageCards({ pages, headingLevel = 2 }: { pages: Page[]; headingLevel?: 2 | 3 }) {
  const { locale } = useApp();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="page-cards">
      {pages.map((p) => (
        <li
          key={p.id}
          className="page-card"
          data-colour-scheme={p.colour_scheme?.title}
          style={schemeStyle(p.colour_scheme)}
        >
          <a href={uriHref(p.uri, locale)} data-testid="page-card">
            {p.image ? (
              <Image
                src={p.image}
                alt=""
                width={BANNER.width}
                height={BANNER.height}
                // A card of a grid of 15rem columns or wider (content.css): the banner at a card's width.
                sizes="(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 400px"
              />
            ) : (
              <span className="page-card-placeholder" aria-hidden="true" />
            )}
            <Heading>{p.title}</Heading>
            {p.intro ? <p>{p.intro}</p> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
