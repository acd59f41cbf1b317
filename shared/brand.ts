/**
 * The shop's one name (issue 26), where no shop settings are at hand: the seed writes it as the
 * `name` setting (which the storefront shows: header, footer, titles, JSON-LD), mails sign with it,
 * and the static error pages (served when the API is down) show it. Change it here only.
 */
export const SHOP_NAME = 'Koffie & Keuken';
