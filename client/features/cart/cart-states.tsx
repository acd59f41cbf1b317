/**
 * What a screen built on the cart shows while it has no cart to show (the cart page, the checkout):
 * loading, a failed load with a retry, and the empty cart with a way back to the shop.
 */
import { Link } from '../../components/link.tsx';
import { useApp } from '../../lib/app-context.tsx';

export function CartLoading({ testId }: { testId?: string }) {
  const { t } = useApp();
  return (
    <p className="cart-state" aria-busy="true" data-testid={testId}>
      <span className="spinner" aria-hidden="true" /> {t('loading')}
    </p>
  );
}

export function CartFailed({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const { t } = useApp();
  return (
    <div className="cart-state cart-failed" role="alert" data-testid={testId}>
      <p>{t('cart.load_failed')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

export function CartEmpty({ testId }: { testId: string }) {
  const { t, locale } = useApp();
  return (
    <div className="cart-state cart-empty" data-testid={testId}>
      <p className="cart-empty-title">{t('cart.empty')}</p>
      <p className="intro-muted">{t('cart.empty_intro')}</p>
      <Link route="home" locale={locale} className="button">
        {t('cart.continue_shopping')}
      </Link>
    </div>
  );
}
