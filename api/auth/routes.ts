import { type Request, type Response, Router } from 'express';
import * as yup from 'yup';
import { languageOf } from '../http/language.ts';
import { parseBody, trimmedEmail } from '../http/validate.ts';
import { type AuthService, RateLimitedError } from './service.ts';

const email = yup
  .string()
  .trim()
  .email('email must be a valid e-mail address')
  .max(254)
  .required('email is required');
const loginBody = yup.object({
  email,
  password: yup.string().min(1, 'password is required').max(200).required('password is required'),
});

/** The bearer token of the request, if any. */
export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

const emailBody = yup.object({ email });
const tokenBody = yup.object({
  token: yup.string().max(200, 'token is not valid').required('token is required'),
});
/** A new password and its confirmation (reset, and an account made from a guest order). */
export const newPasswordFields = {
  password: yup
    .string()
    .min(8, 'password must be at least 8 characters')
    .max(200, 'password must be at most 200 characters')
    .required('password is required'),
  password_confirmation: yup
    .string()
    .required('password_confirmation is required')
    .oneOf([yup.ref('password')], 'password_confirmation does not match the password'),
};
const resetBody = tokenBody.shape(newPasswordFields);

/** 429 with Retry-After: the error handler writes the body, this adds the header. */
async function limited<T>(res: Response, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RateLimitedError) res.setHeader('Retry-After', String(error.retryAfterS));
    throw error;
  }
}

export function authRoutes(service: AuthService): Router {
  const router = Router();
  router.post('/customerAuth/login', async (req, res) => {
    const body = parseBody(req.body, loginBody);
    res.setHeader('Cache-Control', 'no-store');
    // The guest's cart token (decision 018): its cart is merged into the customer's.
    const cartToken = req.get('X-FZ-Cart-Token');
    res.json(await limited(res, () => service.login(body.email, body.password, req.ip, cartToken)));
  });
  router.post('/customer/sendResetToken', async (req, res) => {
    const body = parseBody(trimmedEmail(req.body), emailBody);
    res.json({ data: await limited(res, () => service.sendResetToken(languageOf(req), body.email, req.ip)) });
  });
  router.post('/customer/checkResetToken', async (req, res) => {
    const body = parseBody(req.body, tokenBody);
    res.json({ data: await service.checkResetToken(body.token) });
  });
  router.post('/customer/resetPassword', async (req, res) => {
    const body = parseBody(req.body, resetBody);
    res.json({ data: await service.resetPassword(body.token, body.password) });
  });
  router.post('/customerAuth/logout', async (req, res) => {
    res.json({ data: await service.logout(bearerToken(req)) });
  });
  router.get('/customer/me', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: await service.me(bearerToken(req)) });
  });
  return router;
}
