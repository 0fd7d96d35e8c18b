import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { RuntimeConfig } from '../lib/runtime-config';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App({ config }: { readonly config: RuntimeConfig }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider config={config}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
