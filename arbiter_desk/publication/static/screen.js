// Screen mode: shows a clock and pages through the rows, data-per rows at a time, data-pace seconds each.
(function () {
  "use strict";
  var page = 0;
  function clock() {
    var el = document.getElementById("clock");
    if (el) {
      var now = new Date();
      el.textContent = now.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    }
  }
  function show() {
    var holder = document.getElementById("screen");
    if (!holder) { return; }
    var per = Math.max(1, parseInt(holder.getAttribute("data-per"), 10) || 20);
    var rows = holder.querySelectorAll("tr.row");
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
})();
