import '@license-console/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ConsoleApp } from './console-app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <ConsoleApp />
    </BrowserRouter>
  </StrictMode>,
);
