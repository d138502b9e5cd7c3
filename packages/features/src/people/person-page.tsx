import { type CurrentUser, mayOpen, type Person, peopleMessages as text, userPaths } from '@license-console/domain';
import { Alert, AlertDescription, Badge, Button, cn, Page, Spinner, styleScope } from '@license-console/ui';
import type * as React from 'react';
import { AccessDenied } from '../shared/access-denied.tsx';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { EmailAddress } from '../shared/text-with-breaks.tsx';
import { WayBack } from '../shared/way-back.tsx';
import { PersonActions } from './person-actions.tsx';
import { PersonSeats } from './person-seats.tsx';
import { PersonSignInList } from './person-sign-in.tsx';
import { ACTIONS_HEADING_ID, type PersonController, SEATS_HEADING_ID, usePerson } from './use-person.ts';

/** The person's roles in the console, most powerful first; everyone is a user. */
function rolesOf(person: Person): string[] {
  return [
    ...(person.administrator ? [text.administrator] : []),
    ...(person.isManager ? [text.manager] : []),
    text.user,
  ];
}

/** A titled part of the page: its heading takes the focus when the button the person was on has gone. */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <h2 id={id} tabIndex={-1} className="text-title font-semibold focus-visible:outline-2 focus-visible:outline-ring">
        {title}
      </h2>
      {children}
    </section>
  );
}

type PersonPageViewProps = PersonController &
  NavigationProps & {
    /** The signed-in user: administrators get the link to the user form. */
    user: CurrentUser;
    /** Goes back where the person came from (BACK); no button when absent. */
    onBack?: () => void;
    className?: string;
  };

/**
 * A person's page: who they are (name, e-mail, roles; Edit profile for administrators), how they sign in, the seats
 * the caller may see, and the actions the answer allows; loading, not found and a failed read each said as such.
 */
function PersonPageView({ user, onBack, className, linkComponent, onNavigate, ...controller }: PersonPageViewProps) {
  const { person } = controller;
  const back = onBack ? (
    <Button variant="secondary" onClick={onBack}>
      {text.back}
    </Button>
  ) : null;
  if (controller.loading) {
    // No title yet: the console names the screen, and moves the focus, by the title the person's name makes.
    return (
      <div
        data-slot="person-page"
        {...styleScope}
        className={cn('mx-auto w-full max-w-wide px-gutter py-8', className)}
      >
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner />
          {text.loading}
        </p>
      </div>
    );
  }
  if (!person) {
    return (
      <Page title={text.title} actions={back} data-slot="person-page" {...styleScope} className={cn(className)}>
        {controller.notFound ? (
          <div className="flex flex-col gap-4">
            <p role="alert" className="text-lead">
              {text.notFound}
            </p>
            <WayBack linkComponent={linkComponent} onNavigate={onNavigate} />
          </div>
        ) : (
          <LoadFailed message={text.loadFailed} onRetry={controller.reload} retryLabel={text.retry} />
        )}
      </Page>
    );
  }
  const name = `${person.firstName} ${person.lastName}`.trim();
  const seatsKept = person.signIn.deactivated !== null && person.seats.length > 0;
  return (
    <Page
      title={name || <EmailAddress email={person.email} />}
      width="wide"
      data-slot="person-page"
      {...styleScope}
      className={cn(className)}
      actions={
        <>
          {back}
          {mayOpen(user, 'userForm') ? (
            <Button asChild variant="secondary">
              <AppLink href={userPaths.edit(person.id)} linkComponent={linkComponent} onNavigate={onNavigate}>
                {text.editProfile}
              </AppLink>
            </Button>
          ) : null}
        </>
      }
    >
      <div className="-mt-4 flex flex-col gap-2">
        {name ? (
          <p className="text-lead text-muted-foreground">
            <EmailAddress email={person.email} />
          </p>
        ) : null}
        <ul aria-label={text.rolesLabel} className="flex flex-wrap gap-2">
          {rolesOf(person).map((role) => (
            <li key={role}>
              <Badge variant={role === text.user ? 'neutral' : 'info'}>{role}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Section id="person-sign-in-heading" title={text.signInTitle}>
          <PersonSignInList signIn={person.signIn} />
        </Section>
        <Section id={ACTIONS_HEADING_ID} title={text.actionsTitle}>
          {controller.actions.length > 0 ? (
            <PersonActions
              person={person}
              actions={controller.actions}
              act={controller.act}
              acting={controller.acting}
            />
          ) : (
            <p className="text-muted-foreground">{text.noActions}</p>
          )}
        </Section>
      </div>
      <Section id={SEATS_HEADING_ID} title={text.seatsTitle}>
        {seatsKept ? (
          <Alert variant="info">
            <AlertDescription>{text.seatsKept(person.seats.length)}</AlertDescription>
          </Alert>
        ) : null}
        <PersonSeats {...controller} person={person} linkComponent={linkComponent} onNavigate={onNavigate} />
      </Section>
    </Page>
  );
}

interface PersonPageProps extends NavigationProps {
  user: CurrentUser;
  /** The person's id, as the users list, a pack's users and the search give it (`peoplePaths.person`). */
  userId: string;
  onBack?: () => void;
  className?: string;
}

/**
 * The PersonPage widget: one person's account for the helpdesk, for administrators and pack managers (the server
 * decides whom a manager may read, and what they may do). Anyone else reads 'Access Denied'.
 */
function PersonPage({ user, userId, ...props }: PersonPageProps) {
  if (!mayOpen(user, 'person')) return <AccessDenied title={text.title} className={props.className} />;
  return <AllowedPersonPage key={userId} user={user} userId={userId} {...props} />;
}

/** The page itself, mounted only for one who may open it, so nobody else's browser asks for it. */
function AllowedPersonPage({ userId, ...props }: PersonPageProps) {
  const controller = usePerson({ userId });
  return <PersonPageView {...controller} {...props} />;
}

export { PersonPage, type PersonPageProps, PersonPageView, type PersonPageViewProps };
