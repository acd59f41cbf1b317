import { type Request, Router } from 'express';
import * as yup from 'yup';
import { parseBody } from '../http/validate.ts';
import type { AuthService } from './service.ts';

const loginBody = yup.object({
  email: yup
    .string()
    .trim()
    .email('email must be a valid e-mail address')
    .max(254)
    .required('email is required'),
  password: yup.string().min(1, 'password is required').max(200).required('password is required'),
});

/** The bearer token of the request, if any. */
export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function authRoutes(service: AuthService): Router {
  const router = Router();
  router.post('/customerAuth/login', async (req, res) => {
    const body = parseBody(req.body, loginBody);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await service.login(body.email, body.password));
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
