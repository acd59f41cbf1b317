import { Router } from 'express';
import { contractAnswer } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import type { ShopService } from './service.ts';

export function shopRoutes(service: ShopService): Router {
  const router = Router();
  router.get('/shopInfo', async (req, res) => {
    contractAnswer(res, 'getShopInfo', { data: await service.shopInfo(languageOf(req)) });
  });
  router.get('/countries', async (req, res) => {
    contractAnswer(res, 'getCountries', { data: await service.countries(languageOf(req)) });
  });
  return router;
}
