/**
 * What is left of the withdrawal and returns texts (issue 40, decision 093): the withdrawal page's
 * texts are in `client/routes/withdraw/texts.ts` and the dashboard's returns view's in
 * `client/routes/dashboard/texts.ts` (decision 106). `model_form` is read by no code (the footer
 * reads `withdrawal.model_form`); it is left here, as decision 106 left such keys.
 */

export const nl = {
  model_form: 'Modelformulier voor herroeping',
};

export const en: typeof nl = {
  model_form: 'Model withdrawal form',
};
