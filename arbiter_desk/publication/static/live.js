// Keeps the page current without a reload: asks /api/version every few seconds and, when the event changed,
// fetches this page again and swaps its content (the search box keeps what was typed).
(function () {
  "use strict";
  var script = document.currentScript;
  var every = Math.max(0.5, parseFloat(script && script.getAttribute("data-every")) || 1) * 1000;
  var busy = false;

  function refresh() {
    if (busy) { return; }
    busy = true;
    fetch("/api/version", { cache: "no-store" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (v) {
        if (!v || String(v.seq) === document.body.getAttribute("data-seq")) { return null; }
        return fetch(location.href, { cache: "no-store" }).then(function (r) { return r.ok ? r.text() : null; });
      })
      .then(function (html) {
        if (!html) { return; }
        var page = new DOMParser().parseFromString(html, "text/html");
        var fresh = page.getElementById("content");
        var here = document.getElementById("content");
        if (!fresh || !here) { return; }
        var box = document.getElementById("search");
        var typed = box ? box.value : null;
        var focused = box && document.activeElement === box;
        here.innerHTML = fresh.innerHTML;
        document.body.setAttribute("data-seq", page.body.getAttribute("data-seq"));
        var again = document.getElementById("search");
        if (again && typed !== null) {
          again.value = typed;
          if (focused) { again.focus(); }
        }
        document.dispatchEvent(new Event("pages:updated"));
      })
      .catch(function () { /* the server is away for a moment: ask again at the next tick */ })
      .then(function () { busy = false; });
  }

  setInterval(refresh, every);
})();
