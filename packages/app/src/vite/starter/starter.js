// The starter (issue 18): a tiny classic script in the head of index.html, run as soon as it
// arrives, long before the app's JavaScript. It sends the first screen's reads (early-reads.json,
// written in by the brand Vite preset) and, as each answer comes, preloads the
// first picture it names, so that home's largest picture loads while the framework and the API
// client are still on their way. The answers wait in window.__betEarly; the app's fetch takes one
// over when its own request is the same (lib/api/early-fetch.ts), else it is dropped.
// A file of the site, not inline script: the site's policy allows script from its own origin only.
(function () {
  'use strict';
  // eslint-disable-next-line no-undef -- the preset writes the configuration in here
  var config = __BET_EARLY__;
  var early = (window.__betEarly = []);
  // The Accept-Language the app sent last time, else the page's language (the brand's default,
  // which the app sends alone to a visitor who reads it). A wrong guess costs nothing but the
  // reuse: the app takes an answer over only when its own request is the same.
  var language = document.documentElement.lang || null;
  try {
    language = window.localStorage.getItem(config.languageKey) || language;
  } catch {
    // Storage refused (privacy mode): the page's language.
  }

  function preload(href) {
    if (typeof href !== 'string' || href === '') return;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  }

  function firstPicture(list, picture) {
    if (!Array.isArray(list)) return undefined;
    for (var i = 0; i < list.length; i += 1) {
      var item = list[i];
      if (item && (picture.kind === undefined || item.kind === picture.kind)) {
        return item[picture.field];
      }
    }
    return undefined;
  }

  config.reads.forEach(function (read) {
    if (read.page !== undefined && read.page !== window.location.pathname) return;
    var headers = Object.assign({}, config.headers, read.headers);
    if (language) headers['Accept-Language'] = language;
    var url = new URL(config.apiBase + read.path, window.location.href).href;
    var response = fetch(url, { headers: headers });
    early.push({ url: url, headers: headers, response: response });
    // A failed read is the app's to report, when it asks for it (it then reads again itself).
    response.catch(function () {});
    if (read.picture === undefined) return;
    response
      .then(function (answer) {
        return answer.ok ? answer.clone().json() : undefined;
      })
      .then(function (body) {
        preload(firstPicture(body && body.data, read.picture));
      })
      .catch(function () {
        // No picture to preload: the app reads and shows it as usual.
      });
  });
})();
