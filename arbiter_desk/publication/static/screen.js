// Screen mode: shows a clock and pages through the rows, data-per rows at a time, data-pace seconds each.
(function () {
  "use strict";
  var page = 0;
  function clock() {
    var el = document.getElementById("clock");
    if (el) {
      var now = new Date();
      el.textContent = now.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    }
  }
  // Rows per page: the URL's "per", else as many as fit the screen under the header (measured, not guessed).
  function perPage(holder, rows) {
    var fixed = parseInt(holder.getAttribute("data-per"), 10);
    if (fixed > 0) { return fixed; }
    if (!rows.length) { return 1; }
    rows[0].classList.remove("hidden");
    var height = rows[0].getBoundingClientRect().height || 1;
    var table = holder.querySelector("table");
    var head = table && table.tHead ? table.tHead.getBoundingClientRect() : null;
    var top = head ? head.bottom : (table ? table.getBoundingClientRect().top : 0);
    return Math.max(1, Math.floor((window.innerHeight - top - 2 * height) / height));
  }
  function show() {
    var holder = document.getElementById("screen");
    if (!holder) { return; }
    var rows = holder.querySelectorAll("tr.row");
    var per = perPage(holder, rows);
    var pages = Math.max(1, Math.ceil(rows.length / per));
    if (page >= pages) { page = 0; }
    for (var i = 0; i < rows.length; i++) {
      rows[i].classList.toggle("hidden", Math.floor(i / per) !== page);
    }
    var pager = document.getElementById("pager");
    if (pager) { pager.textContent = pages > 1 ? "page " + (page + 1) + " of " + pages : ""; }
    holder.setAttribute("data-page", String(page + 1));
    holder.setAttribute("data-pages", String(pages));
  }
  function tick() {
    page += 1;
    show();
  }
  var holder = document.getElementById("screen");
  var pace = Math.max(2, parseInt(holder && holder.getAttribute("data-pace"), 10) || 10);
  clock();
  show();
  setInterval(clock, 1000);
  setInterval(tick, pace * 1000);
  document.addEventListener("pages:updated", show);
  window.addEventListener("resize", show);
})();
