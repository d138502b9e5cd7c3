import { SignedOutLayout } from '@license-console/features';
import { Button, Card, CardFooter, CardHeader, CardTitle, Page, type PageProps } from '@license-console/ui';
import type * as React from 'react';
import { Link, useLocation } from 'react-router';
import { consoleStrings } from '../strings.ts';

/** A signed-in screen whose widget is still to come: the shell's page with its spec title. */
function PlaceholderPage({ title, width }: { title: string; width?: PageProps['width'] }) {
  return <Page title={title} width={width} data-placeholder="" />;
}

/** A signed-out screen whose widget is still to come: its spec heading in the signed-out frame, and a way back. */
function SignedOutPlaceholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <SignedOutLayout>
      <Card className="w-full max-w-form" data-placeholder="">
        <CardHeader>
          <CardTitle asChild>
            <h1>{title}</h1>
          </CardTitle>
        </CardHeader>
        {children ?? (
          <CardFooter>
            <Button asChild variant="link">
              <Link to="/login">{consoleStrings.returnToLogin}</Link>
            </Button>
          </CardFooter>
        )}
      </Card>
    </SignedOutLayout>
  );
}

/** Spec §2.1 fallback: 'No match' for the path. */
function NoMatch() {
  const { pathname } = useLocation();
  return (
    <Page title={consoleStrings.noMatch}>
      <p className="text-muted-foreground">{consoleStrings.noMatchFor(pathname)}</p>
    </Page>
  );
}

/** Where a 500 lands (spec §8). */
function ServerError() {
  return (
    <Page title="500">
      <p>{consoleStrings.genericError}</p>
    </Page>
  );
}

export { NoMatch, PlaceholderPage, ServerError, SignedOutPlaceholder };
