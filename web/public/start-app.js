// Starts the app on a pre-rendered page (web/scripts/build.ts) once the page has been painted, so
// the page's text reaches the screen without waiting for, or sharing the network with, the
// scripts. The scripts to load are listed on this script's element.
(function () {
  var element = document.currentScript;
  if (!element) return;
  var list = function (name) {
    return (element.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var scripts = list('data-scripts');
  var preload = list('data-preload');

  function add(tag, attributes) {
    var node = document.createElement(tag);
    node.crossOrigin = '';
    Object.keys(attributes).forEach(function (name) {
      node[name] = attributes[name];
    });
    document.head.appendChild(node);
  }

  function start() {
    preload.forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href });
    });
    // Modules are shared by address, so the order in which these run does not matter.
    scripts.forEach(function (src) {
      add('script', { type: 'module', src: src });
    });
  }

  // The callback runs just before the first frame is drawn; the timeout, after it is drawn.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
