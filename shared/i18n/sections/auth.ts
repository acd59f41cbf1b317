/** Texts of logging in and out, the forgot-password and reset-password flows (spec 2, 4, 5, 8). */
export const nl = {
  email: 'E-mailadres',
  password: 'Wachtwoord',
  password_confirmation: 'Herhaal wachtwoord',
  submit: 'Inloggen',
  submitting: 'Bezig met inloggen…',
  forgot_link: 'Wachtwoord vergeten?',
  forgot_title: 'Wachtwoord vergeten',
  forgot_intro:
    'Vul uw e-mailadres in. U ontvangt een e-mail met een link om een nieuw wachtwoord in te stellen.',
  forgot_submit: 'Verstuur link',
  forgot_sending: 'Bezig met versturen…',
  forgot_sent:
    'We hebben een e-mail met een link gestuurd naar {{email}}; die ontvangt u binnen enkele minuten. De link is een uur geldig.',
  forgot_unknown: 'Er is geen account met dit e-mailadres.',
  forgot_rate_limited: 'U heeft te vaak een nieuwe link aangevraagd. Probeer het over een uur opnieuw.',
  forgot_failed: 'De e-mail kon niet worden verstuurd. Probeer het later opnieuw.',
  back_to_login: 'Terug naar inloggen',
  login_rate_limited: 'Te veel inlogpogingen. Probeer het over een kwartier opnieuw.',
  logout: 'Uitloggen',
  dashboard: 'Mijn account',
  user_menu: 'Accountmenu',
  hello: 'Hallo {{name}}',
  guest_notice:
    'U heeft als gast besteld. Met dit account kunt u geen bestellingen of gegevens bekijken. Stel een wachtwoord in via "Wachtwoord vergeten" om een volledig account te krijgen, of neem contact met ons op.',
  dealer_title: 'Dealer login',
  dealer_intro: 'Log in met uw dealeraccount om netto prijzen te zien en snel te bestellen.',
};

export const en = {
  email: 'E-mail address',
  password: 'Password',
  password_confirmation: 'Repeat password',
  submit: 'Log in',
  submitting: 'Logging in…',
  forgot_link: 'Forgot your password?',
  forgot_title: 'Forgot your password',
  forgot_intro: 'Enter your e-mail address. We will send you an e-mail with a link to set a new password.',
  forgot_submit: 'Send link',
  forgot_sending: 'Sending…',
  forgot_sent:
    'We have sent a link to {{email}}: you will receive an e-mail within a few minutes. The link is valid for one hour.',
  forgot_unknown: 'There is no account with this e-mail address.',
  forgot_rate_limited: 'You have asked for a new link too often. Please try again in an hour.',
  forgot_failed: 'The e-mail could not be sent. Please try again later.',
  back_to_login: 'Back to log in',
  login_rate_limited: 'Too many login attempts. Please try again in fifteen minutes.',
  logout: 'Log out',
  dashboard: 'My account',
  user_menu: 'Account menu',
  hello: 'Hello {{name}}',
  guest_notice:
    'You ordered as a guest. This account cannot show orders or details. Set a password through "Forgot your password" to get a full account, or contact us.',
  dealer_title: 'Dealer login',
  dealer_intro: 'Log in with your dealer account to see net prices and order quickly.',
} satisfies typeof nl as typeof nl;

/**
 * Texts at the dictionary's root that come with this section (the spec's message keys, kept as
 * they are: `account_dropdown.*`, `validation.*`): only forms and account code use them.
 */
export const nlRoot = {
  account_dropdown: {
    auth_wrong_credentials: 'Het e-mailadres of wachtwoord is onjuist.',
    auth_fail: 'Inloggen is niet gelukt. Probeer het opnieuw.',
    auth_success: 'U bent ingelogd.',
    logout_success: 'U bent uitgelogd.',
    logout_fail: 'Uitloggen is niet gelukt.',
  },
  validation: {
    required: 'Dit veld is verplicht.',
    email: 'Vul een geldig e-mailadres in.',
    confirmed: 'De bevestiging komt niet overeen.',
    min: 'Gebruik minimaal {{min}} tekens.',
  },
};

export const enRoot = {
  account_dropdown: {
    auth_wrong_credentials: 'The e-mail address or password is incorrect.',
    auth_fail: 'Logging in failed. Please try again.',
    auth_success: 'You are logged in.',
    logout_success: 'You are logged out.',
    logout_fail: 'Logging out failed.',
  },
  validation: {
    required: 'This field is required.',
    email: 'Enter a valid e-mail address.',
    confirmed: 'The confirmation does not match.',
    min: 'Use at least {{min}} characters.',
  },
} satisfies typeof nlRoot as typeof nlRoot;
