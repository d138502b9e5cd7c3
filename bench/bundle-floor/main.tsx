// The floor bench/bundle-size.ts holds /login against: React 19 and react-router rendering one route, nothing else.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<h1>Log in</h1>} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
