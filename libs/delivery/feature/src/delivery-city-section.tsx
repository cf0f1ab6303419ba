import { Button, PageSection, Stack, TextField } from '@cx/shared-ui';
import type { DeliveryViewProps } from './delivery-screen';
import { messages as m } from './messages';
import { OptionsSkeleton } from './options-skeleton';
import { LoadFailed } from './load-failed';
import styles from './delivery.module.css';

type DeliveryCitySectionProps = Pick<
  DeliveryViewProps,
  'delivery' | 'errors' | 'cityQuery' | 'cities' | 'citiesLoaded' | 'citiesFailed' | 'citiesLoading' | 'onRetryCities' | 'onUpdate' | 'onCityQueryChange' | 'onChooseCity'
>;

/** The city: chosen (with a way to change it), or searched for, popular ones first. */
export function DeliveryCitySection(props: DeliveryCitySectionProps) {
  const { delivery, errors, cityQuery } = props;
  return (
    <PageSection title={m.city}>
      {delivery.city && cityQuery === '' ? (
        <div className={styles.row}>
          <strong data-testid="delivery-city">{delivery.city.label}</strong>
          <Button variant="ghost" onClick={() => props.onUpdate({ city: null, branch: null })}>
            {m.change}
          </Button>
        </div>
      ) : (
        <Stack gap={2}>
          <TextField
            label={m.citySearch}
            name="city"
            autoComplete="address-level2"
            value={cityQuery}
            onChange={(event) => props.onCityQueryChange(event.target.value)}
            error={errors.city}
          />
          {!cityQuery ? <span>{m.popular}</span> : null}
          {props.citiesLoading ? <OptionsSkeleton label={m.loadingCities} testId="cities-loading" /> : null}
          <ul className={styles.options}>
            {props.cities.map((city) => (
              <li key={city.city_id}>
                <button
                  type="button"
                  className={styles.option}
                  onClick={() => props.onChooseCity(city)}
                >
                  {city.label}
                  {city.province ? `, ${city.province}` : ''}
                </button>
              </li>
            ))}
          </ul>
          {cityQuery && (props.citiesLoaded ?? true) && props.cities.length === 0 && !props.citiesFailed ? (
            <p>{m.noCities}</p>
          ) : null}
          {props.citiesFailed ? <LoadFailed onRetry={props.onRetryCities} /> : null}
        </Stack>
      )}
    </PageSection>
  );
}
