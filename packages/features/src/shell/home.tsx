import { Card, Page, styleScope } from '@license-console/ui';
import type * as React from 'react';
import { useHome } from './use-home.ts';

type HomeViewProps = {
  /** The `/{detailName}` of the path; License unless told. */
  detailName?: string;
  /** What the detail shows below the welcome (the license list, later). */
  children?: React.ReactNode;
};

/**
 * The console home: the detail's title and the spec §1 welcome text, in the wide layout the other lists take (the
 * license list's columns and row actions fit a 1440-pixel screen without scrolling sideways).
 */
function HomeView({ detailName, children }: HomeViewProps) {
  const { title, welcome } = useHome({ detailName });
  return (
    <Page title={title} width="wide" data-slot="home" {...styleScope}>
      <Card>
        <p className="text-lead">{welcome}</p>
      </Card>
      {children}
    </Page>
  );
}

export { HomeView, type HomeViewProps };
