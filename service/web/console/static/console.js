/* The ops console's script (served by us; no inline script runs under its CSP). It only
   helps: times in the reader's own zone as a tooltip, the error summary focused, a form
   sent once (a second click while it is sent does nothing; the server counts a decision
   once anyway), and the Approve button saying the amount it will send while a lower amount
   is typed (read as service/web/console/amounts.py reads it; the confirmation page, drawn
   by the server, says it again before anything is decided). The pages work without it. */
(function () {
  "use strict";

  /* Major units as people write them (20, 20.00, 20,00) to minor units, or null. */
  function minorOf(text, places) {
    var found = /^([0-9]{1,12})(?:[.,]([0-9]+))?$/.exec(text.replace(/ /g, ""));
    if (!found || (found[2] || "").length > places) { return null; }
    var decimals = (found[2] || "");
    while (decimals.length < places) { decimals += "0"; }
    return parseInt(found[1] + decimals, 10);
  }

  function written(minor, places) {
    var digits = String(minor);
    while (digits.length <= places) { digits = "0" + digits; }
    return places ? digits.slice(0, -places) + "." + digits.slice(-places) : digits;
  }

  function approveLabel(input, button, said) {
    var places = parseInt(input.dataset.places, 10);
    var proposed = parseInt(input.dataset.proposed, 10);
    var typed = input.value.trim();
    var minor = typed ? minorOf(typed, places) : proposed;
    var label = "Approve";
    if (minor !== null && minor > 0 && minor <= proposed) {
      label = "Approve " + written(minor, places) + " " + input.dataset.currency;
      said.textContent = "Approve will ask you to confirm " + label.slice(8) + ".";
    } else {
      label = "Approve (check the amount)";
      said.textContent = "";
    }
    button.textContent = label;
  }

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
    window.addEventListener("pageshow", function (event) {  // back to a page kept in memory
      if (event.persisted) {
        document.querySelectorAll("form[data-sent]").forEach(function (form) {
          delete form.dataset.sent;
        });
      }
    });
    var lower = document.getElementById("amount-lower");
    var approve = document.getElementById("approve");
    var said = document.getElementById("approve-said");
    if (lower && approve && said) {
      lower.addEventListener("input", function () { approveLabel(lower, approve, said); });
      approveLabel(lower, approve, said);
    }
  });
})();
