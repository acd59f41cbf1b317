/**
 * `GET addressLookup?postcode=&house_number=&addition=` → `{ data: { status, street, city, postcode,
 * addition_known } }` (decision 098): a Dutch address's street and city from PDOK, for the
 * checkout's address form. Bad input is a 400 with the contract's message; PDOK off, down or slow
 * is a 200 with status `unavailable`, which the form shows while it stays editable by hand.
 */
import { Router } from 'express';
import { contractAnswer, contractQuery } from '../http/contract-input.ts';
import type { AddressLookup } from './lookup.ts';

export function addressLookupRoutes(lookup: AddressLookup): Router {
  const router = Router();
  router.get('/addressLookup', async (req, res) => {
    const query = contractQuery(req, 'lookupAddress');
    const postcode = query.postcode.replace(' ', '').toUpperCase();
    const answer = await lookup.lookup({
      postcode,
      house_number: query.house_number,
      addition: (query.addition ?? '').trim(),
    });
    // An address the customer types is theirs: not kept by a shared cache on the way.
    res.set('Cache-Control', 'private, no-store');
    contractAnswer(res, 'lookupAddress', {
      data:
        answer.status === 'found'
          ? {
              status: 'found',
              street: answer.street,
              city: answer.city,
              postcode: answer.postcode,
              addition_known: answer.addition_known,
            }
          : { status: answer.status, street: null, city: null, postcode: null, addition_known: null },
    });
  });
  return router;
}
