/* global document, requestAnimationFrame */
// Starts the storefront's code on a page the server drew (decision 164), once that page has been painted with the
// pictures of its first screen: a phone shows the products first and runs the app after, which draws the same page
// over them, so drawing it never holds those pictures back, and its code does not share the connection with them. The
// pictures get at most MAX_WAIT ms. The page names the app's module in data-app, and in data-code the chunks of its
// own that the app imports as it starts (its screen's, the Hindi texts): they are fetched beside the app's code rather
// than asked for while it runs, one round trip later and inside its longest task (decision 171).
(function () {
  var MAX_WAIT = 1500;
  var app = document.currentScript.dataset.app;
  var code = (document.currentScript.dataset.code || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // After two more frames: the first may still show a picture's place while it is drawn off the main thread.
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        // Each file is asked for in a task of its own, the app's code last: asking is a few milliseconds of a slow
        // phone's main thread each, and these tasks stay short. The app needs them all before it takes the page over.
        code.forEach(function (href) {
          setTimeout(function () {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.href = href;
            document.head.appendChild(link);
          }, 0);
        });
        setTimeout(function () {
          import(app);
        }, 0);
      });
    });
  }
  var pictures = Array.prototype.filter.call(document.images, function (img) {
    return img.loading !== 'lazy';
  });
  Promise.all(
    pictures.map(function (img) {
      return img.decode().catch(function () {});
    }),
  ).then(start);
  setTimeout(start, MAX_WAIT);
})();
