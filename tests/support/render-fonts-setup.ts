import { installRenderFonts } from '../../src/server/content/fonts/render-fonts.js';

// fontconfig is read once per process, when sharp first draws text. The app installs the served fonts
// when its template renderer is loaded, ahead of any drawing; a test worker runs many files in one
// process (vitest.config.ts), and a file that drew an SVG first (the demo pictures, a test's own) left
// the worker without them: the image templates then drew every family in the house font.
installRenderFonts();
