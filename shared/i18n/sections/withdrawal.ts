/**
 * The withdrawal function's link on every page (decision 093), in the first load: the footer's
 * "Overeenkomst hier herroepen" / "Withdraw from contract here" (the Directive's label, CRD art.
 * 11a(1)), and the model form's link. The dashboard's returns entry and returns view are in the
 * dashboard folder's texts, the withdrawal page's in the withdraw folder's (decision 106).
 */
export const nl = {
  link: 'Overeenkomst hier herroepen',
  model_form: 'Modelformulier voor herroeping',
};

export const en: typeof nl = {
  link: 'Withdraw from contract here',
  model_form: 'Model withdrawal form',
};
