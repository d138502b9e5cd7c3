import { asUsDate, type License } from '@license-console/domain';
import { Spinner } from '@license-console/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { licenseKeys } from './queries.ts';
import { licenseFormStrings as strings } from './strings.ts';

/**
 * The Renew form's terms: that the renewal keeps the pack's current term, and the terms its earlier renewals kept,
 * the latest first (GET /api/Licenses/{licenseId}/Terms).
 */
function RenewalTerms({ license }: { license: License }) {
  const api = useConsoleApi();
  const headingId = useId();
  const terms = useQuery({
    queryKey: licenseKeys.call('licenseTerms', license.encryptedId),
    queryFn: () => api.licenses.licenseTerms(license.encryptedId),
  });
  return (
    <section
      aria-labelledby={headingId}
      data-slot="renewal-terms"
      className="grid gap-2 rounded-control bg-muted p-3 text-body md:col-span-2"
    >
      <h2 id={headingId} className="font-semibold">
        {strings.termsTitle}
      </h2>
      <p>{strings.termKept(license.startDate, license.endDate, license.userCount)}</p>
      {terms.isPending ? (
        <p className="inline-flex items-center gap-2 text-muted-foreground">
          <Spinner size="sm" />
          {strings.termsLoading}
        </p>
      ) : terms.isError ? (
        <p role="alert" className="text-destructive">
          {strings.termsFailed}
        </p>
      ) : terms.data.length > 0 ? (
        <>
          <h3 className="font-semibold">{strings.earlierTerms}</h3>
          <ul className="grid gap-1">
            {terms.data.map((term) => (
              <li key={`${term.startDate}-${term.renewedAt}`}>
                {strings.earlierTerm(term, asUsDate(new Date(term.renewedAt)))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export { RenewalTerms };
