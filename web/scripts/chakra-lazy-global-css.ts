// A Vite plugin for @chakra-ui/react 3.37 (pinned): createSystem builds the page-wide CSS (reset,
// global styles and one variable per token, some 28 KB of style objects) as soon as the theme is
// made, in the task that starts the app. A pre-rendered page already carries that CSS in its
// HTML, so the app does not need it there; this makes it built on first read instead
// (`system._global`, read only by <ChakraProvider>). App.tsx hands the provider a view of the
// system without it on a pre-rendered page. The build fails if Chakra's code no longer matches.
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '    _global,\n';

export function chakraLazyGlobalCss(): Plugin {
  return {
    name: 'carecall:chakra-lazy-global-css',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0] ?? id)) return null;
      if (!code.includes(EAGER) || !code.includes(RETURNED)) {
        throw new Error(`${id} no longer builds _global as web/scripts/chakra-lazy-global-css.ts expects; update or remove the plugin`);
      }
      return {
        code: code
          .replace(EAGER, 'let _globalCss;')
          .replace(RETURNED, '    get _global() {\n      return (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n'),
        map: null,
      };
    },
  };
}
