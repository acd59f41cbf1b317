/**
 * Invoices and credit notes (issue 40, decision 094): the download list beside an order in the
 * dashboard and on the order's page (guests). The documents themselves are PDFs from the API.
 */
export const nl = {
  title: 'Facturen',
  loading: 'Facturen laden…',
  empty: 'Nog geen factuur: die maken we zodra uw betaling binnen is.',
  error: 'De facturen konden niet worden geladen. Probeer het later opnieuw.',
  invoice: 'Factuur {{number}}',
  credit_note: 'Creditfactuur {{number}}',
  credit_for: 'bij factuur {{number}}',
  download: '{{name}} downloaden (PDF)',
};

export const en: typeof nl = {
  title: 'Invoices',
  loading: 'Loading invoices…',
  empty: 'No invoice yet: we make it as soon as your payment is in.',
  error: 'The invoices could not be loaded. Please try again later.',
  invoice: 'Invoice {{number}}',
  credit_note: 'Credit note {{number}}',
  credit_for: 'for invoice {{number}}',
  download: 'Download {{name}} (PDF)',
};
