import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import type { RouterContext } from '@cx/shared-routing';
import { useAtom } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { BottomBar, Button, Notice, Page, PageSection, SelectField, Skeleton, SkeletonGroup, Stack, TextField, useFocusFirstError } from '@cx/shared-ui';
import { markBusy, useOnlineStatus } from '@cx/shared-pwa';
import { checkoutDraftAtom } from '@cx/checkout-data-access';
import {
  applyIpostAvailability,
  branchRef,
  branchesQueryOptions,
  citiesQueryOptions,
  cityRef,
  deliveryAddressQueryOptions,
  draftFromAddress,
  formatDeliveryAddress,
  isIpostAvailable,
  readLastBranch,
  rememberBranch,
  type Branch,
  type City,
  type DeliveryDraft,
  type DeliveryErrors,
  type DeliveryType,
  type RememberedBranch,
} from '@cx/delivery-data-access';
import type { DeliveryAddress } from '@cx/profile-data-access';
import { BranchPicker } from './branch-picker';
import { useDeliveryValidation } from './delivery-validation';
import { messages as m } from './messages';
import { useAnnounceResults } from './use-announce-results';
import styles from './delivery.module.css';

const isoDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** /shop/delivery: branch (city, then branch), courier or IPOST; the draft persists per brand. */
export function DeliveryScreen() {
  const brand = useBrand();
  const router = useRouter();
  const { api } = useRouteContext({ from: '__root__' }) as Pick<RouterContext, 'api'>;
  const online = useOnlineStatus();
  const [draft, setDraft] = useAtom(checkoutDraftAtom(brand.id));
  const delivery = draft.delivery;
  const update = (patch: Partial<DeliveryDraft>) => setDraft((current) => ({ ...current, delivery: { ...current.delivery, ...patch } }));
  const [cityQuery, setCityQuery] = useState('');
  const [branchQuery, setBranchQuery] = useState('');
  const { errors, attempt, check } = useDeliveryValidation(delivery);
  const [fellBack, setFellBack] = useState(false);
  const lastBranch = readLastBranch();

  useEffect(() => markBusy('checkout'), []);

  const cities = useQuery({ ...citiesQueryOptions(api, cityQuery), enabled: !delivery.city || cityQuery !== '' });
  const branches = useQuery({
    ...branchesQueryOptions(api, delivery.city?.city_id ?? '', branchQuery),
    enabled: delivery.type === 1 && !!delivery.city,
  });
  const saved = useQuery(deliveryAddressQueryOptions(api, brand.productKey));
  const savedAddress = saved.data ?? null;
  const ipost = useQuery({
    queryKey: ['delivery', 'ipost-available', delivery.city?.city_id ?? ''],
    queryFn: () => isIpostAvailable(api, delivery.city?.city_id ?? ''),
    enabled: delivery.type === 3 && !!delivery.city,
    staleTime: 10 * 60_000,
  });

  useEffect(() => {
    if (delivery.type === 3 && ipost.data === false) {
      setDraft((current) => ({ ...current, delivery: applyIpostAvailability(current.delivery, false, readLastBranch()) }));
      setFellBack(true);
    }
  }, [delivery.type, ipost.data, setDraft]);

  const next = () => {
    if (!check(delivery)) return;
    if (delivery.type === 3 && ipost.data !== true) return;
    if (delivery.type === 1 && delivery.branch && delivery.city) rememberBranch({ ...delivery.branch, city_id: delivery.city.city_id });
    void router.navigate({ to: '/shop/payment' });
  };

  return (
    <DeliveryView
      online={online}
      delivery={delivery}
      errors={errors}
      errorAttempt={attempt}
      savedAddress={savedAddress}
      fellBack={fellBack}
      lastBranch={lastBranch}
      cityQuery={cityQuery}
      cities={cities.data ?? []}
      citiesLoaded={cities.isSuccess && !cities.isFetching}
      citiesFailed={cities.isError}
      citiesLoading={cities.isPending && cities.fetchStatus === 'fetching'}
      branchQuery={branchQuery}
      branches={branches.data ?? []}
      branchesLoaded={branches.isSuccess}
      branchesFailed={branches.isError}
      branchesLoading={branches.isPending && branches.fetchStatus === 'fetching'}
      checkingIpost={delivery.type === 3 && ipost.isFetching}
      onUpdate={update}
      onChooseType={(type) => {
        setFellBack(false);
        update({ type });
      }}
      onCityQueryChange={setCityQuery}
      onChooseCity={(city) => {
        const ref = cityRef(city);
        const keep = lastBranch && lastBranch.city_id === city.city_id ? branchRef(lastBranch) : null;
        setFellBack(false);
        update({ city: ref, branch: keep });
        setCityQuery('');
      }}
      onBranchQueryChange={setBranchQuery}
      onNext={next}
    />
  );
}

export interface DeliveryViewProps {
  online: boolean;
  delivery: DeliveryDraft;
  errors: DeliveryErrors;
  /** Counts failed submits: each focuses the first invalid field and announces the errors. */
  errorAttempt?: number;
  /** The address saved in the profile, offered to reuse. */
  savedAddress: DeliveryAddress | null;
  /** IPOST turned out not to serve the city: the step fell back to a branch. */
  fellBack: boolean;
  /** The branch used last time; listed first in its city. */
  lastBranch: RememberedBranch | null;
  cityQuery: string;
  cities: City[];
  /** The city list answers the current query (its count may be announced). */
  citiesLoaded?: boolean;
  citiesFailed: boolean;
  /** The city list is on its way (a skeleton holds its place). */
  citiesLoading?: boolean;
  branchQuery: string;
  branches: Branch[];
  /** The branch list has answered (an empty answer means "none found"). */
  branchesLoaded: boolean;
  branchesFailed: boolean;
  /** The branch list is on its way (a skeleton holds its place). */
  branchesLoading?: boolean;
  /** IPOST is being asked whether it serves the city (the next button waits). */
  checkingIpost: boolean;
  onUpdate: (patch: Partial<DeliveryDraft>) => void;
  onChooseType: (type: DeliveryType) => void;
  onCityQueryChange: (query: string) => void;
  onChooseCity: (city: City) => void;
  onBranchQueryChange: (query: string) => void;
  onNext: () => void;
}

/** Where a list of options will be: a few option-sized shapes, announced once. */
function OptionsSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <SkeletonGroup label={label}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={44} />
        ))}
      </SkeletonGroup>
    </div>
  );
}

/** The delivery step itself, driven by props (the screen above wires it; stories show each state). */
export function DeliveryView(props: DeliveryViewProps) {
  const { online, delivery, errors, savedAddress, fellBack, lastBranch, cityQuery, branchQuery, onUpdate: update } = props;
  const branchList = props.branches;
  const orderedBranches =
    lastBranch && delivery.city?.city_id === lastBranch.city_id && !branchQuery
      ? [...branchList.filter((b) => b.id === lastBranch.id), ...branchList.filter((b) => b.id !== lastBranch.id)]
      : branchList;
  const page = useRef<HTMLDivElement>(null);
  useFocusFirstError(page, props.errorAttempt);
  useAnnounceResults(cityQuery, props.cities.length, props.citiesLoaded ?? true, m.citiesFound);
  useAnnounceResults(branchQuery, branchList.length, props.branchesLoaded, m.branchesFound);

  return (
    <Page
      as="main"
      ref={page}
      title={m.title}
      bottomBar={
        <BottomBar>
          <Button fullWidth size="lg" onClick={props.onNext} data-testid="delivery-next" disabled={props.checkingIpost}>
            {m.next}
          </Button>
        </BottomBar>
      }
    >
      <Stack gap={4}>
        {!online ? <Notice data-testid="offline-notice">{m.offline}</Notice> : null}
        {savedAddress ? (
          <div className={styles.notice}>
            <p>
              {m.saved}: {formatDeliveryAddress(savedAddress)}
            </p>
            <Button variant="ghost" onClick={() => update(draftFromAddress(savedAddress))}>
              {m.useSaved}
            </Button>
          </div>
        ) : null}

        <fieldset className={styles.types}>
          <legend>{m.typeLegend}</legend>
          {([1, 2, 3] as const).map((type) => (
            <label key={type}>
              <input type="radio" name="delivery-type" checked={delivery.type === type} onChange={() => props.onChooseType(type)} />
              <span>{m.types[type]}</span>
            </label>
          ))}
        </fieldset>

        {fellBack ? (
          <p role="alert" className={styles.notice} data-testid="ipost-fallback">
            {m.ipostFallback}
          </p>
        ) : null}

        <PageSection title={m.city}>
          {delivery.city && cityQuery === '' ? (
            <div className={styles.row}>
              <strong data-testid="delivery-city">{delivery.city.label}</strong>
              <Button variant="ghost" onClick={() => update({ city: null, branch: null })}>
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
              {props.citiesFailed ? <p className={styles.error}>{m.loadError}</p> : null}
            </Stack>
          )}
        </PageSection>

        {delivery.type === 1 && delivery.city ? (
          <PageSection title={m.branch}>
            <Stack gap={2}>
              {delivery.branch ? <strong data-testid="delivery-branch">{delivery.branch.label}</strong> : null}
              <TextField
                label={m.branchSearch}
                name="branch"
                autoComplete="off"
                value={branchQuery}
                onChange={(event) => props.onBranchQueryChange(event.target.value)}
                error={errors.branch}
              />
              <BranchPicker
                branches={orderedBranches}
                chosenId={delivery.branch?.id}
                lastId={lastBranch?.id}
                onChoose={(branch) => update({ branch: branchRef(branch) })}
              />
              {props.branchesLoading ? <OptionsSkeleton label={m.loadingBranches} testId="branches-loading" /> : null}
              {props.branchesLoaded && branchList.length === 0 ? <p>{m.noBranches}</p> : null}
              {props.branchesFailed ? <p className={styles.error}>{m.loadError}</p> : null}
            </Stack>
          </PageSection>
        ) : null}

        {delivery.type === 2 ? (
          <Stack gap={3}>
            <TextField
              label={m.street}
              name="street"
              autoComplete="address-line1"
              value={delivery.street}
              onChange={(event) => update({ street: event.target.value })}
              error={errors.street}
            />
            <div className={styles.row}>
              <TextField
                label={m.house}
                name="house"
                autoComplete="address-line2"
                value={delivery.house}
                onChange={(event) => update({ house: event.target.value })}
                error={errors.house}
              />
              <TextField
                label={m.flat}
                name="flat"
                autoComplete="address-line3"
                value={delivery.flat}
                onChange={(event) => update({ flat: event.target.value })}
                error={errors.flat}
              />
            </div>
          </Stack>
        ) : null}

        {delivery.type === 3 ? (
          <Stack gap={3}>
            {props.checkingIpost ? <p role="status">{m.checkingIpost}</p> : null}
            <TextField
              label={m.streetAndHouse}
              name="street"
              autoComplete="address-line1"
              value={delivery.street}
              onChange={(event) => update({ street: event.target.value })}
              error={errors.street}
            />
            <TextField
              label={m.flat}
              name="flat"
              autoComplete="address-line2"
              value={delivery.flat}
              onChange={(event) => update({ flat: event.target.value })}
              error={errors.flat}
            />
            <SelectField label={m.day} name="day" value={delivery.day} onChange={(event) => update({ day: event.target.value })} error={errors.day}>
              <option value="">—</option>
              {[1, 2, 3].map((offset) => (
                <option key={offset} value={isoDay(offset)}>
                  {isoDay(offset)}
                </option>
              ))}
            </SelectField>
            <div className={styles.row}>
              <TextField
                label={m.timeFrom}
                name="timeFrom"
                type="time"
                value={delivery.timeFrom}
                onChange={(event) => update({ timeFrom: event.target.value })}
                error={errors.timeFrom}
              />
              <TextField
                label={m.timeTo}
                name="timeTo"
                type="time"
                value={delivery.timeTo}
                onChange={(event) => update({ timeTo: event.target.value })}
                error={errors.timeTo}
              />
            </div>
          </Stack>
        ) : null}
      </Stack>
    </Page>
  );
}
