import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { forgetDrawnPage, takeOverDrawnPage } from './app/drawnPage';
import { currentLanguage, startLanguage } from './i18n/i18n';
import { localeTag } from './i18n/language';
import { currentSession } from './lib/session';
import { hydrateInTurns, nextTask } from './lib/hydrateLater';
import './index.css';

// A device that chose Hindi gets its messages before the first paint (one small chunk), never a flash of English. A
// page the server drew is taken over once its data and code are in place. The language the server drew it in is read
// before startLanguage sets the device's.
const drawnIn = document.documentElement.lang;
// A member's page says whom it was drawn for (decision 169); a public page was drawn for a visitor.
const drawnFor = document.getElementById('page-data')?.dataset.member;
// The first render waits for a task of its own: evaluating the app's code is one long task on a slow phone, drawing
// or hydrating the page another, and the phone answers a tap between the two (decision 170).
void Promise.all([startLanguage(), takeOverDrawnPage(), nextTask()]).then(([, drawn]) => {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A page the server drew for this visitor or member in this language is what the app draws: hydrating attaches the
  // app to it without writing every element again, its parts in turns (decision 170), and the page is the app's once
  // the last has had its turn. Anything else is drawn over it, Preact fixing what differs (decision 164).
  if (drawn && drawnFor === currentSession()?.memberId && drawnIn === localeTag(currentLanguage())) {
    void hydrateInTurns(() => hydrateRoot(root, app)).then(forgetDrawnPage);
  } else {
    createRoot(root).render(app);
    forgetDrawnPage();
  }
});
