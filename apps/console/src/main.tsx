import '@license-console/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { BlockingHistoryContext, createBlockingHistory } from './blocking-history.ts';
import { ConsoleApp } from './console-app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A history that can hold a navigation back, so a page holding unsaved work can ask first (leave-guard.tsx).
const history = createBlockingHistory();

createRoot(root).render(
  <StrictMode>
    <HistoryRouter history={history}>
      <BlockingHistoryContext value={history}>
        <ConsoleApp />
      </BlockingHistoryContext>
    </HistoryRouter>
  </StrictMode>,
);
