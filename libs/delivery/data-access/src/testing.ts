// Fixtures of the city directory for stories and tests of the screens that pick a delivery city
// (delivery, profile). Import from '@cx/delivery-data-access/testing' only there; the production
// entry (index.ts) never imports this file. Features may not import '@cx/api-client/testing',
// which is why the fixtures live here rather than beside the api-client's own `kyiv`.
import type { City } from './directory';

/** A popular city of the directory, as get-cities answers it (its id doubles as the delivery city id). */
export function testCity(city_id: string, label: string, province: string): City {
  return {
    city_id,
    label,
    province,
    delivery_city_id: city_id,
    popular: true,
    meta: { MainDescription: label, Area: province, Region: '', DeliveryCity: city_id },
  };
}

/** The six popular cities the directory lists first (as the reference backend seeds them). */
export const POPULAR_CITIES: City[] = [
  testCity('kyiv', 'Київ', 'Київська'),
  testCity('kharkiv', 'Харків', 'Харківська'),
  testCity('odesa', 'Одеса', 'Одеська'),
  testCity('dnipro', 'Дніпро', 'Дніпропетровська'),
  testCity('zaporizhzhia', 'Запоріжжя', 'Запорізька'),
  testCity('lviv', 'Львів', 'Львівська'),
];
