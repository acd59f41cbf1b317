/**
 * The review promotion page (`/review-promotion/{uuid}/{hash}`, `/en/review-promotion/…`; issue 7,
 * decision 025): a customer's invitation to review the shop, with the shop's score (average of the
 * last 12 months out of 10, number of reviews) and a call to action to the review service. A link
 * that cannot be one (a part missing or of the wrong shape) says it is incomplete without asking
 * the API; one the API refuses says it is not valid (404; a 400 is the same to the page), any other
 * failure to try again. Status 200 and noindex in every case; the page is never cached.
 */
import { Component, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import useSWR from 'swr';
import { type ReviewInvitation, reviewKeys, reviewLinkOf } from '../../../shared/review-keys.ts';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import { Stars } from '../../components/stars.tsx';
import { useShopInfo } from '../../features/shell/use-shell.ts';
import { useApp } from '../../lib/app-context.tsx';
import { ApiFetchError } from '../../lib/fetcher.ts';
import { DeferredData, type DeferredFailure, isDeferredFailure } from '../../lib/ssr-data.tsx';

type Problem = 'malformed' | 'invalid' | 'failed';
/** The server's loader reports the API's 400 and 404 alike (404): both mean "not a link of ours". */
const problemOf = (status: number): Problem => (status === 400 || status === 404 ? 'invalid' : 'failed');

export default function ReviewPromotionPage() {
  const { t, locale } = useApp();
  const { pathname } = useLocation();
  const shop = useShopInfo();
  const link = reviewLinkOf(pathname);
  return (
    <section
      className="container review-promotion"
      data-screen="reviewPromotion"
      data-testid="review-promotion"
    >
      <Seo title={`${t('reviewPromotionScreen.title')} · ${shop.name}`} noindex />
      {link ? (
        <InvitationBoundary key={pathname}>
          <Suspense
            fallback={
              <p className="review-promotion-loading" aria-busy="true" data-testid="review-loading">
                <span className="spinner" aria-hidden="true" /> {t('reviewPromotionScreen.loading')}
              </p>
            }
          >
            <Invitation dataKey={reviewKeys.invitation(locale, link.uuid, link.hash)} />
          </Suspense>
        </InvitationBoundary>
      ) : (
        <LinkProblem problem="malformed" />
      )}
      <p className="review-promotion-back">
        <Link route="home" locale={locale}>
          {t('reviewPromotionScreen.back')}
        </Link>
      </p>
    </section>
  );
}

/** A refused link in the browser (a client navigation, or a retry) shows its message too. */
class InvitationBoundary extends Component<{ children: ReactNode }, { problem: Problem | null }> {
  override state = { problem: null as Problem | null };
  static getDerivedStateFromError(error: unknown) {
    return { problem: problemOf(error instanceof ApiFetchError ? error.status : 500) };
  }
  override render() {
    return this.state.problem ? <LinkProblem problem={this.state.problem} /> : this.props.children;
  }
}

function Invitation({ dataKey }: { dataKey: string }) {
  const { data } = useSWR<{ data: ReviewInvitation } | DeferredFailure>(dataKey, {
    suspense: true,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return (
    <>
      {isDeferredFailure(data) ? (
        <LinkProblem problem={problemOf(data.status)} />
      ) : (
        <InvitationCard invitation={data!.data} />
      )}
      <DeferredData dataKey={dataKey} value={data} />
    </>
  );
}

function InvitationCard({ invitation }: { invitation: ReviewInvitation }) {
  const { t, locale } = useApp();
  const { average_rating_12_months: average, number_reviews: count } = invitation.kiyoh_stats;
  const numbers = locale === 'en' ? 'en-GB' : 'nl-NL';
  const rating = average.toLocaleString(numbers, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="review-promotion-card" data-testid="review-invitation">
      <h1>{t('reviewPromotionScreen.heading', { shop: invitation.shop_name })}</h1>
      <p className="review-promotion-intro">{t('reviewPromotionScreen.intro')}</p>
      <div className="review-promotion-score" data-testid="review-score">
        <p className="review-promotion-score-label">{t('reviewPromotionScreen.score_label')}</p>
        <p className="review-promotion-score-value">
          <Stars value={average} />{' '}
          <strong data-testid="review-average">
            {t('reviewPromotionScreen.score', { rating, best: invitation.best_rating })}
          </strong>
        </p>
        <p className="review-promotion-score-detail" data-testid="review-count">
          {t('reviewPromotionScreen.score_detail', { count: count.toLocaleString(numbers) })}
        </p>
      </div>
      <a
        className="button review-promotion-cta"
        href={invitation.review_url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="review-cta"
      >
        {t('reviewPromotionScreen.cta')}
      </a>
      <p className="review-promotion-note">{t('reviewPromotionScreen.cta_note')}</p>
    </div>
  );
}

function LinkProblem({ problem }: { problem: Problem }) {
  const { t } = useApp();
  return (
    <div
      className="review-promotion-problem"
      role="alert"
      data-testid="review-problem"
      data-problem={problem}
    >
      <h1>{t(`reviewPromotionScreen.${problem}_title`)}</h1>
      <p>{t(`reviewPromotionScreen.${problem}`)}</p>
      {problem === 'failed' ? (
        <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
          {t('reviewPromotionScreen.retry')}
        </button>
      ) : null}
    </div>
  );
}
