import { Router } from 'express';
import * as yup from 'yup';
import { languageOf } from '../http/language.ts';
import { parseId, parseQuery, queryInt } from '../http/validate.ts';
import { MAX_MENU_DEPTH, type MenuService } from './service.ts';

const listQuery = yup.object({
  depth: queryInt('depth', 1, MAX_MENU_DEPTH),
  parent: queryInt('parent', 1, 2_147_483_647),
});
const oneQuery = yup.object({ depth: queryInt('depth', 1, MAX_MENU_DEPTH) });

export function menuRoutes(service: MenuService): Router {
  const router = Router();
  router.get('/menus', async (req, res) => {
    const q = parseQuery(req, listQuery);
    res.json({ data: await service.list(languageOf(req), q.depth, q.parent) });
  });
  router.get('/menus/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const q = parseQuery(req, oneQuery);
    res.json({ data: await service.one(languageOf(req), id, q.depth) });
  });
  return router;
}
