import { type Request, type Response, Router } from 'express';
import { contractAnswer, contractBody } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { trimmedEmail } from '../http/validate.ts';
import { type AuthService, RateLimitedError } from './service.ts';

/** The bearer token of the request, if any. */
export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

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
    const body = contractBody(req, 'login');
    res.setHeader('Cache-Control', 'no-store');
    // The guest's cart token (decision 018): its cart is merged into the customer's.
    const cartToken = req.get('X-FZ-Cart-Token');
    contractAnswer(
      res,
      'login',
      await limited(res, () => service.login(body.email, body.password, req.ip, cartToken)),
    );
  });
  router.post('/customer/sendResetToken', async (req, res) => {
    const body = contractBody(req, 'sendResetToken', { prepare: trimmedEmail });
    contractAnswer(res, 'sendResetToken', {
      data: await limited(res, () => service.sendResetToken(languageOf(req), body.email, req.ip)),
    });
  });
  router.post('/customer/checkResetToken', async (req, res) => {
    const body = contractBody(req, 'checkResetToken');
    contractAnswer(res, 'checkResetToken', { data: await service.checkResetToken(body.token) });
  });
  router.post('/customer/resetPassword', async (req, res) => {
    const body = contractBody(req, 'resetPassword');
    contractAnswer(res, 'resetPassword', { data: await service.resetPassword(body.token, body.password) });
  });
  router.post('/customerAuth/logout', async (req, res) => {
    contractBody(req, 'logout');
    contractAnswer(res, 'logout', { data: await service.logout(bearerToken(req)) });
  });
  router.get('/customer/me', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    contractAnswer(res, 'getMe', { data: await service.me(bearerToken(req)) });
  });
  return router;
}
