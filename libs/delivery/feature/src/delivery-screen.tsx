import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { BottomBarButton, Button, OfflineNotice, Page, Stack, useFocusFirstError } from '@cx/shared-ui';
import { markBusy, useOnlineStatus } from '@cx/shared-pwa';
import { checkoutDraftAtom } from '@cx/checkout-data-access';
import {
  applyIpostAvailability,
  branchesQueryOptions,
  citiesQueryOptions,
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
import { CourierFields, IpostFields } from './delivery-address-fields';
import { DeliveryBranchSection } from './delivery-branch-section';
import { DeliveryCitySection } from './delivery-city-section';
import { useDeliveryValidation } from './delivery-validation';
import { messages as m } from './messages';
import { useAnnounceResults } from './use-announce-results';
import { useDeliveryStep } from './use-delivery-step';
import styles from './delivery.module.css';
import { useAppContext } from '@cx/shared-routing';

/** /shop/delivery: branch (city, then branch), courier or IPOST; the draft persists per brand. */
export function DeliveryScreen() {
  const brand = useBrand();
  const router = useRouter();
  const { api } = useAppContext();
  const online = useOnlineStatus();
  const [draft, setDraft] = useAtom(checkoutDraftAtom(brand.id));
  const delivery = draft.delivery;
  const update = (patch: Partial<DeliveryDraft>) => setDraft((current) => ({ ...current, delivery: { ...current.delivery, ...patch } }));
  const { errors, attempt, check } = useDeliveryValidation(delivery);
  const lastBranch = readLastBranch();
  const { setFellBack, ...step } = useDeliveryStep(update, lastBranch);
  const { cityQuery, branchQuery } = step;

  useEffect(() => markBusy('checkout'), []);

  // Not a screen read: the screen is a form, and these answer its search fields as the customer
  // types (suspending would blank the form on every keystroke; each field shows its own state).
  const cities = useQuery({ ...citiesQueryOptions(api, cityQuery), enabled: !delivery.city || cityQuery !== '' });
  const branches = useQuery({
    ...branchesQueryOptions(api, delivery.city?.city_id ?? '', branchQuery),
    enabled: delivery.type === 1 && !!delivery.city,
  });
  // Only prefills the courier address: the form works without it, so it never holds the screen.
  const saved = useQuery(deliveryAddressQueryOptions(api, brand.productKey));
  const savedAddress = saved.data ?? null;
  // A check on the chosen city that the IPOST option shows inline while it runs.
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
  }, [delivery.type, ipost.data, setDraft, setFellBack]);

  const next = () => {
    if (!check(delivery)) return;
    if (delivery.type === 3 && ipost.data !== true) return;
    if (delivery.type === 1 && delivery.branch && delivery.city) rememberBranch({ ...delivery.branch, city_id: delivery.city.city_id });
    void router.navigate({ to: '/shop/payment' });
  };

  return (
    <DeliveryView
      {...step}
      online={online}
      delivery={delivery}
      errors={errors}
      errorAttempt={attempt}
      savedAddress={savedAddress}
      lastBranch={lastBranch}
      cities={cities.data ?? []}
      citiesLoaded={cities.isSuccess && !cities.isFetching}
      citiesFailed={cities.isError}
      onRetryCities={() => void cities.refetch()}
      citiesLoading={cities.isPending && cities.fetchStatus === 'fetching'}
      branches={branches.data ?? []}
      branchesLoaded={branches.isSuccess}
      branchesFailed={branches.isError}
      onRetryBranches={() => void branches.refetch()}
      branchesLoading={branches.isPending && branches.fetchStatus === 'fetching'}
      checkingIpost={delivery.type === 3 && ipost.isFetching}
      onUpdate={update}
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
  /** Asks for the city list again after it failed. */
  onRetryCities?: () => void;
  /** The city list is on its way (a skeleton holds its place). */
  citiesLoading?: boolean;
  branchQuery: string;
  branches: Branch[];
  /** The branch list has answered (an empty answer means "none found"). */
  branchesLoaded: boolean;
  branchesFailed: boolean;
  /** Asks for the branch list again after it failed. */
  onRetryBranches?: () => void;
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

/** The delivery step itself, driven by props (the screen above wires it; stories show each state). */
export function DeliveryView(props: DeliveryViewProps) {
  const { online, delivery, savedAddress, fellBack, lastBranch, cityQuery, branchQuery, onUpdate: update } = props;
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
        <BottomBarButton onClick={props.onNext} data-testid="delivery-next" disabled={props.checkingIpost}>
          {m.next}
        </BottomBarButton>
      }
    >
      <Stack gap={4}>
        <OfflineNotice online={online}>{m.offline}</OfflineNotice>
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

        <DeliveryCitySection {...props} />
        {delivery.type === 1 && delivery.city ? <DeliveryBranchSection {...props} branches={orderedBranches} /> : null}
        {delivery.type === 2 ? <CourierFields {...props} /> : null}
        {delivery.type === 3 ? <IpostFields {...props} /> : null}
      </Stack>
    </Page>
  );
}
