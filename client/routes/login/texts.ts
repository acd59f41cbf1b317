/** Texts only the login screen shows, under `loginScreen.` (decisions 088, 106). */
export const nl = {
  intro: 'Log in met uw e-mailadres en wachtwoord.',
  noscript: 'Zet JavaScript aan om in te loggen.',
  title: 'Inloggen',
};

export const en: typeof nl = {
  intro: 'Log in with your e-mail address and password.',
  noscript: 'Turn on JavaScript to log in.',
  title: 'Log in',
};
