import { useState } from 'react';
import * as v from 'valibot';
import { getRouteApi, useNavigate } from '@cx/shared-routing';
import { birthDateSchema } from '@cx/auth-data-access';
import { toKyivIsoDate } from '@cx/shared-util-format';
import { AgeForm } from './age-form';
import { failureMessage } from './failure-message';
import { useAuthServices } from './use-auth-services';

const route = getRouteApi('/_default/is18');

/** The latest birth date of someone who is 18 on `today` (29 February falls back to the 28th). */
export function latestAdultBirthDate(today: string): string {
  const [year, month, day] = today.split('-') as [string, string, string];
  const candidate = `${Number(year) - 18}-${month}-${day}`;
  return month === '02' && day === '29' ? `${Number(year) - 18}-02-28` : candidate;
}

/**
 * /is18: a signed-in customer who is not age verified confirms their age; the age_verified
 * metafield is written in the brand's namespace (spec §5). Under 18: logout.
 */
export function Is18Screen() {
  const { auth, session } = useAuthServices();
  const search = route.useSearch();
  const navigate = useNavigate();
  const [birthDate, setBirthDate] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const today = toKyivIsoDate(new Date());

  const submit = async () => {
    const parsed = v.safeParse(birthDateSchema(today), birthDate);
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    const ids = session.getCustomerIds();
    if (!ids) {
      await session.logout({ reason: 'forced' });
      return;
    }
    setSending(true);
    setError(undefined);
    const result = await auth.confirmAge(ids.shopifyId);
    if (!result.ok) {
      setSending(false);
      setError(failureMessage(result.failure));
      return;
    }
    session.markAgeDeclared();
    await navigate({ href: search.redirect ?? '/', replace: true });
  };

  return (
    <AgeForm
      birthDate={birthDate}
      onBirthDateChange={(value) => {
        setBirthDate(value);
        setError(undefined);
      }}
      onSubmit={() => void submit()}
      onLeave={() => {
        setLeaving(true);
        void session.logout();
      }}
      maxDate={latestAdultBirthDate(today)}
      error={error}
      sending={sending}
      leaving={leaving}
    />
  );
}
