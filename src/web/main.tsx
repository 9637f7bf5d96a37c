import './ui/tokens.css';
import './ui/base.css';
import './ui/components.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initQueryOptions } from './api/init.js';
import { queryClient } from './app/query-client.js';
import { router } from './app/router.js';

// The initial data and the first page's chunk load side by side instead of one after the other.
void queryClient.prefetchQuery(initQueryOptions);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
