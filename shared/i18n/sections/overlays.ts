/** Texts of the page overlays (client/layout/overlays/): scroll-to-top, the loading bar and the offline status (issue 7). */
export const nl = {
  scroll_to_top: 'Terug naar boven',
  loading: 'Pagina wordt geladen',
  offline: 'U bent offline. Wat u ziet, kan verouderd zijn.',
};

export const en: typeof nl = {
  scroll_to_top: 'Back to top',
  loading: 'Page is loading',
  offline: 'You are offline. What you see may be out of date.',
};
