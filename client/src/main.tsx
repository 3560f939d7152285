import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { loadFullSystem, system } from './app/theme';
import { Toaster } from './app/ui/toaster';

const router = createRouter();

function App() {
  // After the first paint, fetch what the signed-in app needs beyond the sign-in screen.
  useEffect(() => void loadFullSystem().catch(() => {}), []);
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
