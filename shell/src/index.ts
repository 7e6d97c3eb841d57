/** The async boundary Module Federation needs before shared singletons (React…) can be used. If even that
 *  fails (the shell's own files, or its catalogue, could not load), say so in both languages rather than leave a
 *  white page. */
import { PRERENDERED_ID } from './prerendered/take-over';

import('./bootstrap')
  .then(({ started }) => started)
  .catch((error: unknown) => {
    console.error('The portal could not start', error);
    // A prerendered page (decisions 0068, 0069) is only a picture of the portal: the failure replaces it.
    document.getElementById(PRERENDERED_ID)?.remove();
    const root = document.getElementById('root');
    // The portal's own container, hidden beside the picture, is still empty: the portal never rendered.
    if (root && !root.textContent?.trim()) {
      root.innerHTML =
        '<main style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">' +
        '<h1>The portal could not be loaded.</h1><p>Please check your connection and reload the page.</p>' +
        '<p lang="ja">ポータルを読み込めませんでした。通信環境をご確認のうえ、ページを再読み込みしてください。</p></main>';
    }
  });
