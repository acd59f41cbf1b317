/** Footer: menu columns, social links, dealer login, six payment method logos, rating and copyright. */
import { Link } from '../components/link.tsx';
import { DealerLogin } from '../features/auth/dealer-login.tsx';
import { useMenu, useShopInfo } from '../features/shell/use-shell.ts';
import { useApp } from '../lib/app-context.tsx';
import { uriHref } from '../routes/href.ts';
import { networkName, PaymentMark, SocialMark } from './footer-marks.tsx';

export function Footer() {
  const { t, locale } = useApp();
  const shop = useShopInfo();
  const menu = useMenu('footer');
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        {menu?.children.map((column) => (
          <section key={column.id} className="footer-column">
            <h2>{column.title}</h2>
            <ul>
              {column.children.map((item) => (
                <li key={item.id}>
                  <Link to={uriHref(item.uri, locale)}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="footer-column">
          <h2>{t('footer.contact')}</h2>
          {/* The shop's one name and address (shop settings), as on the contact and about pages. */}
          <p className="footer-address" data-testid="footer-address">
            <strong>{shop.name}</strong>
            {shop.address.split(',').map((line) => (
              <span key={line}>
                <br />
                {line.trim()}
              </span>
            ))}
          </p>
          <p>
            {shop.phone}
            <br />
            {shop.email}
          </p>
          {/* Who sells (issue 40, decision 091): the registered name, KvK and VAT id, from the settings. */}
          <p className="footer-identity" data-testid="footer-identity">
            {shop.seller.legal_name}
            <br />
            {t('navigation.seller_kvk_short', { kvk: shop.seller.kvk })}
            <br />
            {t('navigation.seller_vat_short', { vat: shop.seller.vat_number })}
          </p>
          <p className="footer-rating">
            {t('footer.reviews', {
              rating: shop.kiyoh_stats.average_rating_12_months.toFixed(1).replace('.', ','),
              count: shop.kiyoh_stats.number_reviews,
            })}
          </p>
          <DealerLogin />
        </section>
      </div>
      <div className="container footer-bottom">
        <ul className="socials" aria-label={t('footer.follow_us')}>
          {shop.socials.map((s) => (
            <li key={s.name}>
              <a href={s.url} rel="noopener noreferrer" target="_blank" aria-label={networkName(s.name)}>
                <SocialMark name={s.name} />
              </a>
            </li>
          ))}
        </ul>
        <ul className="payment-logos" aria-label={t('footer.payment_methods')}>
          {shop.payment_methods.slice(0, 6).map((m) => (
            <li key={m.id} className={`payment-logo payment-logo-${m.id}`} title={m.title}>
              <PaymentMark id={m.id} title={m.title} />
            </li>
          ))}
        </ul>
        {/* The withdrawal function on every page (CRD art. 11a, decision 093), and the model form. */}
        <p className="footer-withdraw">
          <Link
            route="withdraw"
            locale={locale}
            className="footer-withdraw-link"
            data-testid="footer-withdraw"
          >
            {t('withdrawal.link')}
          </Link>
          <Link route="modelWithdrawalForm" locale={locale} data-testid="footer-model-form">
            {t('withdrawal.model_form')}
          </Link>
        </p>
        {/* Opens the cookie-consent settings (client/features/consent/consent-host.tsx listens). */}
        <a href="#cookie-settings" className="footer-cookie-settings" data-testid="cookie-settings-link">
          {t('consent.footer_link')}
        </a>
        <p className="copyright">{t('footer.copyright', { year, name: shop.name })}</p>
      </div>
    </footer>
  );
}
