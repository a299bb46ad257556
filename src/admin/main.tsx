import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app';

createRoot(document.getElementById('admin-root')!).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
