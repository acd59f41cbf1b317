/**
 * What the contact and about pages show from the shop's settings (issue 26; the CMS page asks for
 * it with extra fields `show` = `address` / `contact_form` and `location` = "lat,lng"): the address,
 * phone and e-mail of GET shopInfo (one place), a map with the shop's pin, and the contact form.
 * The map is a static image (map/basemap.svg) with the pin placed by CSS: it works offline and
 * costs no script; a link plans a route with OpenStreetMap for whoever is online.
 */
import type { ShopInfo } from '../../../shared/contract/shop.ts';
import { useApp } from '../../lib/app-context.tsx';
import { island } from '../../lib/island.tsx';
import { BASEMAP, basemapUrl, pointOnBasemap } from './map/basemap.ts';

/** The form hydrates as an island: its code (and yup) load at the visitor's first interaction. */
export const ContactForm = island(() => import('./contact-form.tsx').then((m) => m.ContactForm));

/** "Koffiestraat 12, 3511 AB Utrecht" → ["Koffiestraat 12", "3511 AB Utrecht"]. */
export const addressLines = (address: string) =>
  address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The place name of an address (after its postcode), for the map's description. */
const cityOf = (address: string) => /\d{4}\s?[A-Z]{0,2}\s+(.+)$/.exec(address.trim())?.[1] ?? address;

export function ShopAddress({
  shop,
  location,
}: {
  shop: ShopInfo;
  location: { lat: number; lng: number } | null;
}) {
  const { t } = useApp();
  const pin = location ? pointOnBasemap(location.lat, location.lng) : null;
  return (
    <section className="shop-address" aria-labelledby="shop-address" data-testid="shop-address">
      <div className="shop-address-text">
        <h2 id="shop-address">{t('contentScreen.contact.visit')}</h2>
        <address>
          <strong>{shop.name}</strong>
          {addressLines(shop.address).map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
          {shop.seller.address.country_name ? (
            <span>
              <br />
              {shop.seller.address.country_name}
            </span>
          ) : null}
        </address>
        {/* Who sells (issue 40, decision 091): from the shop's settings. */}
        <dl className="shop-address-lines" data-testid="shop-identity">
          <dt>{t('contentScreen.seller_legal_name')}</dt>
          <dd>{shop.seller.legal_name}</dd>
          <dt>{t('contentScreen.seller_trade_name')}</dt>
          <dd>{shop.seller.trade_name}</dd>
          <dt>{t('contentScreen.seller_kvk')}</dt>
          <dd>{shop.seller.kvk}</dd>
          <dt>{t('contentScreen.seller_vat')}</dt>
          <dd>{shop.seller.vat_number}</dd>
        </dl>
        <dl className="shop-address-lines">
          {shop.phone ? (
            <>
              <dt>{t('contentScreen.contact.phone')}</dt>
              <dd>
                <a href={`tel:${shop.phone.replace(/[^+\d]/g, '')}`}>{shop.phone}</a>
              </dd>
            </>
          ) : null}
          {shop.email ? (
            <>
              <dt>{t('contentScreen.contact.email')}</dt>
              <dd>
                <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </dd>
            </>
          ) : null}
        </dl>
        {location ? (
          <p>
            <a
              href={`https://www.openstreetmap.org/?mlat=${location.lat}&mlon=${location.lng}#map=16/${location.lat}/${location.lng}`}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('contentScreen.contact.route')}
            </a>
          </p>
        ) : null}
      </div>
      {pin ? (
        <figure className="shop-map" data-testid="shop-map">
          <div className="shop-map-frame">
            <img
              src={basemapUrl}
              width={BASEMAP.width}
              height={BASEMAP.height}
              alt={t('contentScreen.contact.map', { name: shop.name, city: cityOf(shop.address) })}
              loading="lazy"
              decoding="async"
            />
            <span
              className="shop-map-pin"
              style={{ left: `${pin.left}%`, top: `${pin.top}%` }}
              data-testid="shop-map-pin"
              aria-hidden="true"
            >
              <span className="shop-map-label">{shop.name}</span>
            </span>
          </div>
          <figcaption>
            Natural Earth ·{' '}
            <a href="https://www.geonames.org/" rel="noopener noreferrer" target="_blank">
              GeoNames
            </a>{' '}
            (CC BY 4.0)
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}
