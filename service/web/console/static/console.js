/* The ops console's script (served by us; no inline script runs under its CSP). It only
   helps: times in the reader's own zone as a tooltip, the error summary focused, and a form
   sent once (a second click while it is sent does nothing; the server counts a decision
   once anyway). The pages work without it. */
(function () {
  "use strict";
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("time[datetime]").forEach(function (el) {
      var at = new Date(el.getAttribute("datetime"));
      if (!isNaN(at)) { el.title = at.toLocaleString(); }
    });
    var summary = document.getElementById("error-summary");
    if (summary) { summary.focus(); }
    document.querySelectorAll("form[method=post]").forEach(function (form) {
      form.addEventListener("submit", function (event) {
        if (form.dataset.sent) { event.preventDefault(); return; }
        form.dataset.sent = "1";
      });
    });
  });
})();
