/** Answers of the sellers and booths API that the tests of both remotes (sellers, booths) build on. */
import type { BoothDetail, SellerRow } from '@banca/contracts';

/** A seller account as the API answers it: Yelitza Pérez, active, working at Agencia La Fortuna. */
export const sellerRow = (over: Partial<SellerRow> = {}): SellerRow => ({
  id: 1,
  ticket_booth_id: 1,
  ticket_booth_name: 'Agencia La Fortuna',
  seller_user_id: 4,
  seller_user_name: 'Carlos Rojas',
  label: 'Yelitza Pérez',
  username: 'yelitza@banca.test',
  is_active: true,
  failed_attempts: 0,
  locked: false,
  logged_in_elsewhere: false,
  terminal_session: null,
  created_at: '2025-04-04T15:00:00Z',
  updated_at: '2026-10-27T19:13:50Z',
  assigned_at: '2025-04-04T15:00:00Z',
  ...over,
});

/** Agencia La Fortuna as its detail answers it: owned by Gustavo Salazar, Yelitza Pérez active and Luis Rojas inactive. */
export const boothDetail: BoothDetail = {
  id: 1,
  name: 'Agencia La Fortuna',
  email: 'lafortuna@banca.test',
  location: 'Caracas - Chacao',
  amount: 1215,
  owner_id: 3,
  owner_name: 'Gustavo Salazar',
  sellers_count: 2,
  cancel_window_minutes: 5,
  currencies: ['USD'],
  blind_count: false,
  sellers: [
    { id: 1, label: 'Yelitza Pérez', username: 'yelitza@banca.test', is_active: true },
    { id: 2, label: 'Luis Rojas', username: 'luis@banca.test', is_active: false },
  ],
};
