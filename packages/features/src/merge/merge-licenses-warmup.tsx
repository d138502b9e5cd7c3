import { type CurrentUser, type License, mayOpen, PRODUCT_IDS } from '@license-console/domain';
import { loadRowWindow, WINDOWED_FROM } from '@license-console/ui';
import * as React from 'react';
import { createPortal } from 'react-dom';
import { blankLicense } from '../licenses/index.ts';
import { whenIdle } from '../shared/when-idle.ts';
import { MergeLicenses } from './merge-licenses.tsx';

/** How many times the screen is drawn out of sight before it is first opened. */
const WARMUP_RUNS = 3;

const WARMUP_PRODUCTS = [PRODUCT_IDS.standard, PRODUCT_IDS.outlook, PRODUCT_IDS.business] as const;

/**
 * Packs for the drawings out of sight: as many as the grid draws without windowing them, both types and both
 * statuses, so each of the rows' cells and badges runs. Never shown, never sent.
 */
const warmupPacks: License[] = Array.from({ length: WINDOWED_FROM - 1 }, (_, index) => {
  const productId = WARMUP_PRODUCTS[index % WARMUP_PRODUCTS.length]!;
  return {
    ...blankLicense(),
    encryptedId: `warmup-${index}`,
    name: `pack${index}@example.invalid`,
    productId,
    encryptedProductId: `warmup-product-${productId}`,
    userCount: 5 + (index % 4),
    usedCount: index % 5,
    trial: index % 2 === 0,
    status: index % 3 === 0 ? 'Expired' : 'Active',
  };
});

interface MergeLicensesWarmupProps {
  /** The signed-in user: nothing is drawn for one who may not merge. */
  user: CurrentUser;
  /** Times the screen is drawn, each a new mount once the page is idle. */
  runs?: number;
  /** Where the drawings go: an element outside the document unless told. */
  container?: HTMLElement;
  /** Called once the last drawing is gone (or at once, for a user who may not merge). */
  onDone?: () => void;
}

/**
 * The merge screen's code run before the screen is first opened, so its 300 rows are drawn by code already compiled
 * for speed: while the page is idle, `runs` times, the screen is drawn with 99 placeholder packs out of sight (in
 * an element outside the document, hidden, so none of its effects run), then removed. Nothing of it reaches the
 * page, its accessibility tree, the network or the focus; each drawing is rendered at the lowest priority, in
 * slices that give way to input (its commit is one piece). The code that windows long tables is fetched meanwhile. The
 * license list renders it once a visit, for a user who may merge.
 */
function MergeLicensesWarmup({ user, runs = WARMUP_RUNS, container, onDone }: MergeLicensesWarmupProps) {
  const allowed = mayOpen(user, 'merge');
  // 0 before the first drawing, then the drawing's number; past `runs`, done.
  const [run, setRun] = React.useState(0);
  const [target] = React.useState(() => container ?? document.createElement('div'));
  const done = !allowed || run > runs;
  const reportDone = React.useEffectEvent(() => onDone?.());
  const reported = React.useRef(false);
  // The code that windows the real screen's rows (a drawing of 99 has none to window): fetched now, so the 300 rows
  // have it by their second frame. Not fetched now (the network dropped): the screen fetches it when opened.
  React.useEffect(() => {
    if (allowed) loadRowWindow().catch(() => undefined);
  }, [allowed]);
  // Each drawing (and the first) once the page is idle after the one before; then done, reported once.
  React.useEffect(() => {
    if (done) {
      if (!reported.current) reportDone();
      reported.current = true;
      return;
    }
    return whenIdle(() => React.startTransition(() => setRun(run + 1)));
  }, [run, done]);
  if (done || run === 0) return null;
  return createPortal(
    <React.Activity mode="hidden">
      <MergeLicenses key={run} user={user} licenses={warmupPacks} />
    </React.Activity>,
    target,
  );
}

export { MergeLicensesWarmup, type MergeLicensesWarmupProps };
