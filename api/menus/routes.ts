import { Router } from 'express';
import { contractAnswer, contractQuery } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { parseId } from '../http/validate.ts';
import type { MenuService } from './service.ts';

export function menuRoutes(service: MenuService): Router {
  const router = Router();
  router.get('/menus', async (req, res) => {
    const q = contractQuery(req, 'listMenus');
    contractAnswer(res, 'listMenus', { data: await service.list(languageOf(req), q.depth, q.parent) });
  });
  router.get('/menus/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const q = contractQuery(req, 'getMenu');
    contractAnswer(res, 'getMenu', { data: await service.one(languageOf(req), id, q.depth) });
  });
  return router;
}
