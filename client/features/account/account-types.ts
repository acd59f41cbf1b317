/** What the shop API answers for a customer's own data (api/customer). Amounts in integer cents. */
export interface Address {
  id: number;
  type: 'invoice' | 'delivery';
  is_primary: boolean;
  company: string;
  firstname: string;
  middle_name: string;
  lastname: string;
  street: string;
  house_number: string;
  house_number_addition: string;
  postcode: string;
  city: string;
  country_id: number;
  country: string;
  phone: string;
  /** a business's EU VAT number ('' none) */
  vat_number?: string;
}
export interface AddressBook {
  invoice: Address[];
  delivery: Address[];
}

export interface OrderSummary {
  id: number;
  number: string;
  status_id: number;
  created_at: string;
  total_net: number;
  total_gross: number;
  line_count: number;
}
export interface OrderLine {
  id: number;
  sku: string;
  name: string;
  option_name: string;
  amount: number;
  price_net: number;
  price_gross: number;
  po_id: number | null;
  uri: string | null;
}
export interface Order extends OrderSummary {
  lines: OrderLine[];
  invoice_address: Record<string, unknown>;
  delivery_address: Record<string, unknown>;
  shipping_net: number;
  /** cents incl. VAT (an API without them: the net figures are shown) */
  shipping_gross?: number;
  discount_net: number;
  discount_gross?: number;
  /** VAT per rate as charged: rate in percent, base and vat in cents */
  vat_lines?: { rate: number; base: number; vat: number }[];
  reverse_charge?: boolean;
  vat_number?: string | null;
  /** VIES's consultation number of the reverse-charged VAT number, and when it was checked (decision 072) */
  vies_consultation_number?: string | null;
  vies_checked_at?: string | null;
  discount_code: string | null;
  payment_method: string;
  remarks: string;
  /** The quote the order was placed from, or null. */
  offer: { id: number; number: string } | null;
}

export interface Inspection {
  id: number;
  /** '' for machines registered before customers could add their own */
  brand: string;
  model: string;
  serial_number: string;
  purchase_date: string | null;
  inspection_date: string | null;
  result: string;
  next_due: string | null;
  product: { name: string; uri: string } | null;
}

export interface OfferSummary {
  id: number;
  number: string;
  created_at: string;
  expires_at: string;
  status: 'open' | 'accepted' | 'expired';
  total_net: number;
  total_gross: number;
  line_count: number;
}
export interface Offer extends OfferSummary {
  lines: Omit<OrderLine, 'id' | 'sku'>[];
}

export interface Country {
  id: number;
  iso: string;
  name: string;
  /** false: the shop does not deliver there (an invoice address may still be there) */
  ships?: boolean;
}
