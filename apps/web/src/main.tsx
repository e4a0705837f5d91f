import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { forgetDrawnPage, takeOverDrawnPage } from './app/drawnPage';
import { startLanguage } from './i18n/i18n';
import './index.css';

// A device that chose Hindi gets its messages before the first paint (one small chunk), never a flash of English. A
// page the server drew is drawn again over itself once its data and code are in place.
void Promise.all([startLanguage(), takeOverDrawnPage()]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  forgetDrawnPage();
});
