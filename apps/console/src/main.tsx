import '@license-console/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ConsoleApp } from './console-app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A data router, so a page holding unsaved work can hold back a navigation and ask first (leave-guard.tsx); the
// console's routes are its own <Routes>, below the one route that takes every path.
const router = createBrowserRouter([{ path: '*', element: <ConsoleApp /> }]);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
