import { licensePaths, sessionPaths } from '@license-console/domain';
import { Alert, AlertDescription, Button, Page, Spinner, styleScope } from '@license-console/ui';
import type * as React from 'react';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { licenseUsersPaths } from './paths.ts';
import { licenseUsersStrings } from './strings.ts';
import {
  type AcceptHandoverController,
  type UseAcceptHandoverOptions,
  useAcceptHandover,
} from './use-accept-handover.ts';

const strings = licenseUsersStrings.acceptHandover;

/** Where the page links to besides the pack: the console's home, and the logout for another account. */
const acceptHandoverPaths = { home: licensePaths.home, logout: sessionPaths.logout } as const;

/** The pack a link hands over: product, seats, period, who asked and until when the link works. */
function HandoverOffer({ invitation }: { invitation: NonNullable<AcceptHandoverController['invitation']> }) {
  const facts = [
    { label: strings.packLabel, value: licenseUsersStrings.packOf(invitation.product) },
    { label: strings.seatsLabel, value: String(invitation.userCount) },
    { label: strings.periodLabel, value: licenseUsersStrings.period(invitation.startDate, invitation.endDate) },
    { label: strings.requestedByLabel, value: invitation.requestedBy ?? strings.someone },
    { label: strings.expiresLabel, value: invitation.expiresAtText },
  ];
  return (
    <dl
      data-slot="accept-handover-offer"
      className="grid gap-3 rounded-card border border-border bg-muted p-4 sm:grid-cols-2"
    >
      {facts.map(({ label, value }) => (
        <div key={label} className="grid min-w-0 gap-0.5">
          <dt className="text-caption text-muted-foreground">{label}</dt>
          <dd className="text-body font-medium break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type AcceptHandoverViewProps = AcceptHandoverController & NavigationProps & { className?: string };

/**
 * The page a handover e-mail's link opens (spec §4): what is offered and an Accept button for the one the link was
 * sent to; once accepted, the spec's success message and the pack's users; otherwise why the link cannot be used.
 */
function AcceptHandoverView({
  state,
  retry,
  invitation,
  refusal,
  acceptedLicenseId,
  accept,
  accepting,
  linkComponent,
  onNavigate,
  className,
}: AcceptHandoverViewProps) {
  const link = (href: string, label: string, variant: 'primary' | 'secondary' = 'secondary') => (
    <Button asChild variant={variant}>
      <AppLink href={href} linkComponent={linkComponent} onNavigate={onNavigate}>
        {label}
      </AppLink>
    </Button>
  );
  const home = link(acceptHandoverPaths.home, strings.home);
  let content: React.ReactNode;
  let actions: React.ReactNode = home;
  switch (state) {
    case 'loading':
      content = (
        <p role="status" className="flex items-center gap-2 text-body">
          <Spinner size="sm" className="text-primary" />
          {strings.loading}
        </p>
      );
      actions = null;
      break;
    case 'failed':
      content = <LoadFailed message={strings.loadFailed} onRetry={retry} retryLabel={licenseUsersStrings.retry} />;
      break;
    case 'invalid':
      content = <Alert variant="error">{strings.unknownLink}</Alert>;
      break;
    case 'refused':
      content = <Alert variant="error">{refusal}</Alert>;
      break;
    case 'wrong-account':
      content = (
        <Alert variant="error">
          <AlertDescription>
            {strings.wrongAccount} {invitation ? strings.sentTo(invitation.newAdminEmail) : null}
          </AlertDescription>
        </Alert>
      );
      actions = (
        <>
          {link(acceptHandoverPaths.logout, strings.logOut, 'primary')}
          {home}
        </>
      );
      break;
    case 'accepted':
      content = <Alert variant="success">{strings.accepted}</Alert>;
      actions = (
        <>
          {acceptedLicenseId ? link(licenseUsersPaths.usage(acceptedLicenseId), strings.manageUsers, 'primary') : null}
          {home}
        </>
      );
      break;
    case 'offer':
      content = invitation ? (
        <>
          <p className="text-lead break-words">{strings.offer(invitation.requestedBy ?? strings.someone)}</p>
          <HandoverOffer invitation={invitation} />
          <p className="text-body text-muted-foreground">{strings.acceptHint}</p>
        </>
      ) : null;
      actions = (
        <>
          <Button loading={accepting} onClick={accept}>
            {strings.accept}
          </Button>
          {home}
        </>
      );
      break;
  }
  return (
    <Page title={strings.title} width="narrow" data-slot="accept-handover" {...styleScope} className={className}>
      <div className="grid gap-4" aria-busy={accepting || state === 'loading'}>
        {content}
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </Page>
  );
}

type AcceptHandoverProps = UseAcceptHandoverOptions & NavigationProps & { className?: string };

/**
 * The accept page widget (designed, spec §4) at /license-admin/accept?token=…, for a signed-in user: the host signs
 * a visitor in first and returns to the link.
 */
function AcceptHandover({ token, ...props }: AcceptHandoverProps) {
  const controller = useAcceptHandover({ token });
  return <AcceptHandoverView {...controller} {...props} />;
}

export {
  AcceptHandover,
  type AcceptHandoverProps,
  AcceptHandoverView,
  type AcceptHandoverViewProps,
  acceptHandoverPaths,
};
