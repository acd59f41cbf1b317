/** Texts only the reset-password screen shows, under `resetPasswordScreen.` (decisions 088, 106). */
export const nl = {
  reset_title: 'Nieuw wachtwoord instellen',
  reset_intro: 'Kies een nieuw wachtwoord van minimaal {{min}} tekens.',
  reset_submit: 'Wachtwoord opslaan',
  reset_saving: 'Bezig met opslaan…',
  reset_done: 'Uw wachtwoord is gewijzigd. U kunt nu inloggen met uw nieuwe wachtwoord.',
  reset_invalid: 'Deze link is ongeldig of verlopen. Vraag hieronder een nieuwe link aan.',
};

export const en: typeof nl = {
  reset_title: 'Set a new password',
  reset_intro: 'Choose a new password of at least {{min}} characters.',
  reset_submit: 'Save password',
  reset_saving: 'Saving…',
  reset_done: 'Your password has been changed. You can now log in with your new password.',
  reset_invalid: 'This link is invalid or has expired. Ask for a new link below.',
};
