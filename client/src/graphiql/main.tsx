// Monaco's workers (editor, JSON, GraphQL) as files of this build: nothing comes from a CDN.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './sandbox.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Sandbox } from './Sandbox';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Sandbox />
  </StrictMode>,
);
