/** The logged-in customer (spec 3: logged-in user). */
import * as yup from 'yup';

export const me = yup.object({
  id: yup.number().required(),
  email: yup.string().required(),
  firstname: yup.string().defined(),
  middle_name: yup.string().defined(),
  lastname: yup.string().defined(),
  /** false: a guest account, which sees only a notice and logout */
  account_exists: yup.boolean().required(),
  is_dealer: yup.boolean().required(),
  is_unit4: yup.boolean().required(),
  permissions: yup.array(yup.string().required()).required(),
});
export type Me = yup.InferType<typeof me>;
