import type { Customer } from '@cx/profile-data-access';

/** A customer record as get-user answers it (tests and stories). */
export const customer: Customer = {
  id: 7100000000001,
  first_name: 'Олена',
  last_name: 'Коваленко',
  email: 'olena@example.com',
  phone: '380671112233',
  note: null,
  tags: 'age_verified',
  orders_count: 3,
  total_spent: 2000,
  metafields: [],
  age_verified: true,
  age_declared: false,
};
