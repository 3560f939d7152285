import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { loadFullSystem, system } from './app/theme';
import { Toaster } from './app/ui/toaster';

const router = createRouter();

function App() {
  // When the browser is idle after the first screen, fetch what the signed-in app needs beyond the
  // sign-in screen (building the full theme is a long task: not while the page is being used).
  useEffect(() => {
    const prefetch = () => void loadFullSystem().catch(() => {});
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 2000);
    return () => clearTimeout(id);
  }, []);
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>
  );
}

// A transition: React renders the first screen in slices and lets the browser breathe between them
// (the page already shows the brand from index.html), instead of one long task.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
