/**
 * The model withdrawal form (Directive 2011/83/EU, Annex I(B); decision 093) as a page, in the
 * Directive's own words, with the seller's name, address and e-mail address from the shop's
 * settings filled in (shopInfo.seller), and as a PDF (the API prints the same text). The page
 * points to the quicker withdrawal function first.
 */
import { useLocation } from 'react-router';
import { modelFormPdfUrl } from '../../../shared/return-keys.ts';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import { useShopInfo } from '../../features/shell/use-shell.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';

export function ModelFormView() {
  const { t, locale } = useApp();
  const { pathname } = useLocation();
  const alternates = useAlternates();
  const { seller } = useShopInfo();
  const a = seller.address;
  const to = [
    seller.legal_name || seller.trade_name,
    [a.street, a.house_number].filter(Boolean).join(' '),
    [a.postcode, a.city].filter(Boolean).join(' '),
    a.country !== 'NL' ? a.country_name : '',
    seller.email,
  ].filter(Boolean);
  const blank = (label: string) => (
    <li className="model-form-blank">
      <span>— {label}</span>
      <span className="model-form-rule" aria-hidden="true" />
    </li>
  );
  return (
    <section className="container model-form-page" data-screen="modelWithdrawalForm">
      <Seo title={t('withdrawScreen.form.title')} path={pathname} alternates={alternates} />
      <p className="intro-muted">
        {t('withdrawScreen.model_form_intro')}{' '}
        <Link route="withdraw" locale={locale}>
          {t('withdrawScreen.title')}
        </Link>
      </p>
      <article className="model-form" data-testid="model-form">
        <h1>{t('withdrawScreen.form.title')}</h1>
        <p>{t('withdrawScreen.form.subtitle')}</p>
        <ul className="model-form-list">
          <li>
            — {t('withdrawScreen.form.to')}:
            <address data-testid="model-form-seller">
              {to.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </li>
          <li>— {t('withdrawScreen.form.notice')}</li>
          <li className="model-form-blank">
            <span className="model-form-rule" aria-hidden="true" />
          </li>
          {blank(t('withdrawScreen.form.ordered'))}
          {blank(t('withdrawScreen.form.consumer_name'))}
          {blank(t('withdrawScreen.form.consumer_address'))}
          {blank(t('withdrawScreen.form.signature'))}
          {blank(t('withdrawScreen.form.date'))}
        </ul>
        <p className="model-form-note">{t('withdrawScreen.form.strike')}</p>
        <p className="model-form-note">{t('withdrawScreen.form.source')}</p>
      </article>
      <p>
        <a className="button" href={modelFormPdfUrl(locale)} download data-testid="model-form-pdf">
          {t('withdrawScreen.model_form_pdf')}
        </a>
      </p>
    </section>
  );
}
