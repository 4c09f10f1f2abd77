// The search box of the pairings-by-name page: three letters of a name (accents and case ignored) leave only
// the matching rows, each with its board and colour. Works in the static export too (no server needed).
(function () {
  "use strict";
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  function filter() {
    var box = document.getElementById("search");
    if (!box) { return; }
    var wanted = fold(box.value.trim());
    var rows = document.querySelectorAll("#names tbody tr");
    for (var i = 0; i < rows.length; i++) {
      var name = fold(rows[i].getAttribute("data-name") || "");
      rows[i].style.display = wanted.length < 3 || name.indexOf(wanted) >= 0 ? "" : "none";
    }
  }
  document.addEventListener("input", function (event) {
    if (event.target && event.target.id === "search") { filter(); }
  });
  document.addEventListener("pages:updated", filter);
  filter();
})();
