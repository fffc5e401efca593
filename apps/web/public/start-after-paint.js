/* global document, requestAnimationFrame */
// Starts the app once the browser has painted the server's first view of the page (decision 042). The server
// sends this script instead of the app's own module script and preloads on the pages it draws: downloading and
// running the app then no longer competes with the first paint. `data-main` is the app's module script,
// `data-preload` the modules it imports first (space-separated). A classic script: the CSP allows no inline ones.
// The modules are fetched at low priority: the page is drawn already, and Lighthouse counts a script fetched at
// high priority before the first paint as blocking it.
(function () {
  var script = document.currentScript;
  var main = script && script.getAttribute('data-main');
  if (!main) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    // The app reads the whole page (the first view's answers come after it): until the parse has ended, look again
    // shortly. A timer, not a DOMContentLoaded listener: the browser lays the page out for the first time in the
    // task that ends the parse, and Lighthouse would count that layout as this script's (decision 049).
    if (document.readyState === 'loading') {
      setTimeout(start, 50);
      return;
    }
    started = true;
    // A step that adds one element for a module, fetched at low priority (set before it enters the document).
    function add(tag, props) {
      return function () {
        var el = document.createElement(tag);
        el.crossOrigin = '';
        el.fetchPriority = 'low';
        Object.assign(el, props);
        document.head.appendChild(el);
      };
    }
    var steps = preloads.map(function (href) {
      return add('link', { rel: 'modulepreload', href: href });
    });
    steps.push(add('script', { type: 'module', src: main }));
    // One request per task: starting each costs the main thread a few milliseconds on a phone (more under DevTools'
    // network instrumentation), and five in one task made a long one. Messages, unlike timers, are not held back
    // in a tab in the background.
    var channel = new MessageChannel();
    function next() {
      var step = steps.shift();
      if (!step) return;
      step();
      if (steps.length) channel.port2.postMessage(null);
    }
    channel.port1.onmessage = next;
    next();
  }
  // Once the first contentful paint has been reported (the frame is on the screen, not only drawn); where paint
  // timing is missing, after the next frame. At once in a tab in the background, which paints nothing; in any case
  // within two seconds.
  function afterPaint() {
    setTimeout(start, 0);
  }
  if (document.visibilityState === 'hidden') start();
  else {
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          afterPaint();
        }
      }).observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(afterPaint);
    }
    setTimeout(start, 2000);
  }
})();
