import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadStartRoute } from './app/router.tsx';

// index.html shows a static loading screen until React's first render replaces it. On a page outside
// the shell that render waits for the page's chunks (already downloading: index.html preloads them), so
// it draws the page at once instead of a loader first. It runs as a transition: React renders in short
// slices rather than one long task that would block input while the app starts (issue #7 §8).
const root = createRoot(document.getElementById('root')!);
void preloadStartRoute().then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
