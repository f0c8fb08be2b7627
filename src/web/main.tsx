import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './theme/app.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyLangToDocument, currentLang } from './i18n/lang';
import { loadIntl } from './i18n/messages';
import { installChunkErrorReload } from './shell/errors/chunkReload';
import { installErrorReport } from './shell/errors/errorReport';
import { registerServiceWorker } from './offline/serviceWorker';
import { adoptShopPathIntoHash } from './routes/hashLocation';
import { prefetchPanel } from './shell/prefetchPanel';
import { applyTheme, currentTheme } from './theme/theme';

adoptShopPathIntoHash();
installChunkErrorReload();
installErrorReport();
registerServiceWorker();
const lang = currentLang();
applyLangToDocument(lang);
applyTheme(currentTheme());
prefetchPanel();

void loadIntl(lang).then((intl) => {
  createRoot(document.getElementById('root')!).render(<App intl={intl} />);
});
