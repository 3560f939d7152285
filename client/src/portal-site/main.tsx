import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { keepTokenFor } from './api';
import { App } from './App';
import { applyTheme } from '../portal-render/apply-theme';
import { readBoot } from './boot';
import { SessionProvider } from './session';
import './portal.css';

const portal = readBoot();
const root = createRoot(document.getElementById('root')!);
if (!portal) {
  root.render(<p style={{ padding: 24 }}>This portal could not be loaded. Reload the page.</p>);
} else {
  applyTheme(portal);
  keepTokenFor(portal.id);
  root.render(
    <StrictMode>
      <BrowserRouter basename={portal.basename || '/'}>
        <SessionProvider portal={portal}>
          <App />
        </SessionProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
