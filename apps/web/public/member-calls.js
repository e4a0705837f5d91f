/* global document, window */
// Starts a member's page's calls while the app's code is still on its way (decision 165). The cart and checkout read
// the member's data with the token in this browser's storage, so the server can neither draw them nor name their calls
// in preload hints. The page carries this script inline (its hash in that page's security policy): it makes those
// calls as the HTML is read, before the page's code is asked for, the way the app makes them (lib/api.ts: same
// address, token and language), and leaves the replies for the app's first calls to take (lib/member-calls.ts). The
// page lists the calls in data-calls, one list per step: a step starts once the one before it has answered (the
// cart's stock refresh, then the cart). data-pictures names the call whose first lines' pictures are shown at once:
// they are fetched as soon as it answers, not after the app has drawn the lines.
(function () {
  var script = document.currentScript;
  var token;
  var language;
  try {
    token = localStorage.getItem('authToken');
    language = localStorage.getItem('Language') === 'hi' ? 'hi' : 'en';
  } catch {
    return;
  }
  if (!token) return;
  var steps = JSON.parse(script.dataset.calls);
  var pictures = script.dataset.pictures;
  var headers = { accept: 'application/json', authorization: 'Bearer ' + token };
  if (language === 'hi') headers['accept-language'] = 'hi';
  var replies = {};
  var before = Promise.resolve();
  steps.forEach(function (urls) {
    var started = before.then(function () {
      return Promise.all(
        urls.map(function (url) {
          return fetch(url, { headers: headers }).then(function (res) {
            if (url === pictures) res.clone().json().then(fetchPictures, function () {});
            return res;
          });
        }),
      );
    });
    urls.forEach(function (url, i) {
      replies[url] = started.then(function (all) {
        return all[i];
      });
      // A reply the app never takes (it went elsewhere first) must not report an unhandled failure.
      replies[url].catch(function () {});
    });
    before = started.catch(function () {});
  });
  window.__memberCalls = { token: token, language: language, at: performance.now(), replies: replies };

  // The first four lines' pictures (EAGER_LINE_PICTURES), this shop's own only.
  function fetchPictures(reply) {
    (reply && Array.isArray(reply.data) ? reply.data : []).slice(0, 4).forEach(function (line) {
      var src = line && line.Pimg;
      if (typeof src !== 'string' || src.charAt(0) !== '/' || src.charAt(1) === '/') return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = src;
      link.fetchPriority = 'high';
      document.head.appendChild(link);
    });
  }
})();
