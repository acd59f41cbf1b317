import { type Request, Router } from 'express';
import { DEFAULT_ORDER_STATUSES } from '../../shared/contract/queries.ts';
import { bearerToken } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import { permissionsOf } from '../auth/service.ts';
import type { CartService } from '../cart/service.ts';
import { unauthorized } from '../errors.ts';
import { contractAnswer, contractBody, contractQuery } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { parseId } from '../http/validate.ts';
import { orderPdf } from './order-pdf.ts';
import type { CustomerService } from './service.ts';

/** `status=1,3`: order statuses 1–7 (7: cancelled, decision 042); default 1–6 (spec 9, decision 100). */
function statusesOf(value: string | undefined): number[] {
  if (value === undefined) return [...DEFAULT_ORDER_STATUSES];
  return [...new Set(value.split(',').map(Number))];
}

export function customerRoutes(service: CustomerService, auth: AuthService, cart: CartService): Router {
  const router = Router();
  /** The token's customer, or 401. */
  const who = async (req: Request) => {
    const customer = await auth.customerFromToken(bearerToken(req));
    if (!customer) throw unauthorized('Log in to see this');
    return { id: customer.id, permissions: permissionsOf(customer), accountExists: customer.accountExists };
  };

  router.get('/customer/addresses', async (req, res) => {
    const c = await who(req);
    contractAnswer(res, 'listAddresses', { data: await service.addressBook(c.id, languageOf(req)) });
  });
  router.post('/customer/addresses', async (req, res) => {
    const c = await who(req);
    const { type, ...fields } = contractBody(req, 'createAddress');
    contractAnswer(
      res,
      'createAddress',
      {
        data: await service.createAddress(c.id, c.permissions, languageOf(req), type, fields),
      },
      201,
    );
  });
  router.put('/customer/addresses/:id', async (req, res) => {
    const c = await who(req);
    const id = parseId(req.params.id);
    const fields = contractBody(req, 'updateAddress');
    contractAnswer(res, 'updateAddress', {
      data: await service.updateAddress(c.id, c.permissions, languageOf(req), id, fields),
    });
  });
  router.put('/customer/addresses/:id/primary', async (req, res) => {
    const c = await who(req);
    const id = parseId(req.params.id);
    const { type } = contractBody(req, 'makeAddressPrimary');
    contractAnswer(res, 'makeAddressPrimary', {
      data: await service.makePrimary(c.id, c.permissions, languageOf(req), id, type),
    });
  });

  router.put('/customer/me', async (req, res) => {
    const c = await who(req);
    const profile = contractBody(req, 'updateMe');
    await service.updateProfile(c.id, c.permissions, profile);
    contractAnswer(res, 'updateMe', { data: await auth.me(bearerToken(req)) });
  });

  router.get('/customer/orders', async (req, res) => {
    const c = await who(req);
    const { status } = contractQuery(req, 'listOrders');
    contractAnswer(res, 'listOrders', { data: await service.orders(c.id, statusesOf(status)) });
  });
  router.get('/customer/orders/:id', async (req, res) => {
    const c = await who(req);
    contractAnswer(res, 'getOrder', {
      data: await service.order(c.id, parseId(req.params.id), languageOf(req)),
    });
  });
  router.get('/customer/orders/:id/pdf', async (req, res) => {
    const c = await who(req);
    const lang = languageOf(req);
    const order = await service.order(c.id, parseId(req.params.id), lang);
    const pdf = await orderPdf(order, lang);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="order-${order.number.replace(/[^\w-]/g, '')}.pdf"`,
    );
    res.setHeader('Content-Length', pdf.length);
    res.end(pdf);
  });

  /** The order's lines back into the cart at today's prices (decision 018); `{ added, unavailable }`. */
  router.post('/customer/orders/:id/reorder', async (req, res) => {
    const c = await who(req);
    const lines = await service.reorderLines(c.id, parseId(req.params.id));
    contractAnswer(res, 'reorder', { data: await cart.reorder(c.id, languageOf(req), lines) });
  });

  router.get('/customer/favorites/ids', async (req, res) => {
    const c = await who(req);
    contractAnswer(res, 'listFavoriteIds', { data: await service.favoriteIds(c.id) });
  });
  router.post('/customer/favorites', async (req, res) => {
    const c = await who(req);
    const { product_id } = contractBody(req, 'addFavorite');
    contractAnswer(res, 'addFavorite', { data: await service.addFavorite(c.id, product_id) });
  });
  router.delete('/customer/favorites/:productId', async (req, res) => {
    const c = await who(req);
    contractAnswer(res, 'removeFavorite', {
      data: await service.removeFavorite(c.id, parseId(req.params.productId, 'productId')),
    });
  });

  router.get('/customer/inspections', async (req, res) => {
    const c = await who(req);
    contractAnswer(res, 'listInspections', { data: await service.inspections(c.id, languageOf(req)) });
  });
  router.post('/customer/inspections', async (req, res) => {
    const c = await who(req);
    const machine = contractBody(req, 'addMachine');
    contractAnswer(res, 'addMachine', { data: await service.addMachine(c, languageOf(req), machine) }, 201);
  });
  router.delete('/customer/inspections/:id', async (req, res) => {
    const c = await who(req);
    contractAnswer(res, 'removeMachine', { data: await service.removeMachine(c, parseId(req.params.id)) });
  });
  router.get('/customer/offers', async (req, res) => {
    const c = await who(req);
    contractAnswer(res, 'listOwnOffers', { data: await service.offers(c.id) });
  });
  router.get('/customer/offers/:id', async (req, res) => {
    const c = await who(req);
    contractAnswer(res, 'getOwnOffer', {
      data: await service.offer(c.id, parseId(req.params.id), languageOf(req)),
    });
  });
  return router;
}
