/**
 * GET dealers → data: every dealer (map markers); GET dealers?lat&lng&limit → data: the nearest,
 * with `distance` in km. GET places?q&limit → data: places and postcodes for the locator's search
 * (autocomplete and geocoding), best first.
 */
import * as yup from 'yup';

const location = yup.object({
  lat: yup.number().min(-90).max(90).required(),
  lng: yup.number().min(-180).max(180).required(),
});
export type LatLng = yup.InferType<typeof location>;

export const dealer = yup.object({
  id: yup.number().integer().required(),
  company: yup.string().required(),
  addr: yup.string().defined(),
  postcode: yup.string().defined(),
  city: yup.string().defined(),
  /** ISO code */
  country: yup.string().required(),
  country_name: yup.string().required(),
  phone: yup.string().defined(),
  email: yup.string().defined(),
  website: yup.string().defined(),
  /** 1: a shop; 0: a distributor (tagged 'Distributeur') */
  is_shop: yup.number().oneOf([0, 1]).required(),
  location: location.required(),
  /** km, only in a nearest-dealer answer */
  distance: yup.number().min(0).optional(),
});
export type Dealer = yup.InferType<typeof dealer>;
export const dealers = yup.array(dealer.required()).required();

export const place = yup.object({
  id: yup.string().required(),
  kind: yup.string().oneOf(['place', 'postcode']).required(),
  /** the place's name in the language asked, or the postcode as written (`3511 AB`) */
  name: yup.string().required(),
  /** region and country, or for a postcode its region's main place and country */
  detail: yup.string().required(),
  country: yup.string().required(),
  location: location.required(),
});
export type Place = yup.InferType<typeof place> & { kind: 'place' | 'postcode' };
export const places = yup.array(place.required()).required();
