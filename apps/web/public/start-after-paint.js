/* global document, requestAnimationFrame */
// Starts the app once the browser has painted the server's first view of the page (decision 042). The server
// sends this script instead of the app's own module script and preloads on the pages it draws: downloading and
// running the app then no longer competes with the first paint. `data-main` is the app's module script,
// `data-preload` the modules it imports first (space-separated). A classic script: the CSP allows no inline ones.
(function () {
  var script = document.currentScript;
  var main = script && script.getAttribute('data-main');
  if (!main) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = main;
    document.head.appendChild(module);
  }
  // After the next frame has been painted; at once in a tab in the background (which paints no frames), and in
  // any case within a second.
  if (document.visibilityState === 'hidden') start();
  else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
})();
