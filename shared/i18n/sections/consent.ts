/** Texts of the cookie-consent dialog and the footer's link to it (spec 1, 2, 4). A lazy section. */
export const nl = {
  title: 'Cookies op deze website',
  intro:
    'Wij gebruiken functionele cookies die de winkel nodig heeft, zoals voor uw winkelwagen en inloggen.',
  intro_analytics: 'Met uw toestemming meten we ook met Google Analytics hoe de winkel wordt gebruikt.',
  intro_change:
    'U kunt uw keuze altijd wijzigen of intrekken via "Cookie-instellingen" onderaan elke pagina.',
  accept_all: 'Alles accepteren',
  accept_necessary: 'Alleen noodzakelijke cookies',
  settings: 'Instellingen',
  settings_title: 'Cookie-instellingen',
  settings_intro:
    'Kies welke cookies we mogen gebruiken. U kunt uw keuze later altijd wijzigen via "Cookie-instellingen" onderaan elke pagina.',
  choice: 'Uw keuze',
  current: 'Huidige keuze: {{choice}}',
  functional: 'Alleen functioneel',
  functional_text:
    'Alleen wat nodig is om de winkel te laten werken: uw winkelwagen, inloggen, taal en deze keuze. Er worden geen analytische gegevens verzameld en niets naar Google gestuurd.',
  all: 'Functioneel en analytisch',
  all_text:
    'Daarnaast meten we met Google Analytics welke producten en zoekresultaten bekeken en welke producten in de winkelwagen gelegd worden. Google plaatst daarvoor cookies. Advertentiecookies gebruiken we niet.',
  confirm: 'Keuze bevestigen',
  back: 'Terug',
  close: 'Sluiten',
  not_saved:
    'Uw keuze kon niet worden bewaard, omdat uw browser geen lokale opslag toestaat. Ze geldt nu, en bij een volgend bezoek vragen we het opnieuw.',
  footer_link: 'Cookie-instellingen',
};

export const en: typeof nl = {
  title: 'Cookies on this website',
  intro: 'We use functional cookies that the shop needs to work, such as for your cart and logging in.',
  intro_analytics: 'With your permission we also use Google Analytics to measure how the shop is used.',
  intro_change:
    'You can change or withdraw your choice at any time with "Cookie settings" at the bottom of every page.',
  accept_all: 'Accept all',
  accept_necessary: 'Only necessary cookies',
  settings: 'Settings',
  settings_title: 'Cookie settings',
  settings_intro:
    'Choose which cookies we may use. You can change your choice at any time with "Cookie settings" at the bottom of every page.',
  choice: 'Your choice',
  current: 'Current choice: {{choice}}',
  functional: 'Functional only',
  functional_text:
    'Only what the shop needs to work: your cart, logging in, your language and this choice. No analytics data is collected and nothing is sent to Google.',
  all: 'Functional and analytics',
  all_text:
    'We also measure with Google Analytics which products and search results are viewed and which products are added to the cart. Google sets cookies for this. We do not use advertising cookies.',
  confirm: 'Confirm choice',
  back: 'Back',
  close: 'Close',
  not_saved:
    'Your choice could not be saved because your browser does not allow local storage. It applies now, and we will ask again on your next visit.',
  footer_link: 'Cookie settings',
};
