// The free fonts a printed document may use (src/domain/print/design.ts FONT_STACKS), regular and bold. Each face
// is declared per unicode range, so the browser downloads only the files of a font a page really prints with.
import '@fontsource/arimo/400.css';
import '@fontsource/arimo/700.css';
import '@fontsource/carlito/400.css';
import '@fontsource/carlito/700.css';
import '@fontsource/dejavu-sans/400.css';
import '@fontsource/dejavu-sans/700.css';
import '@fontsource/raleway/400.css';
import '@fontsource/raleway/700.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/700.css';
import '@fontsource/ubuntu/400.css';
import '@fontsource/ubuntu/700.css';
// Wine's Tahoma, shipped with its licence (fonts/tahoma/NOTICE.md): no package carries it
import './fonts/tahoma/tahoma.css';
