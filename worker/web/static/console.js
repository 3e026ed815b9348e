// Reverie console: the only script. Confirms destructive actions and refreshes pages that
// ask for it (data-refresh on <body>) while the operator is not typing.
(function () {
  "use strict";
  document.addEventListener("submit", function (event) {
    var form = event.target;
    var question = form.getAttribute("data-confirm");
    if (question && !window.confirm(question)) {
      event.preventDefault();
    }
  });
  var seconds = parseInt(document.body.getAttribute("data-refresh") || "0", 10);
  if (seconds > 0) {
    window.setInterval(function () {
      var active = document.activeElement;
      var typing = active && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName);
      var open = document.querySelector("details[open]");
      if (!typing && !open && document.visibilityState === "visible") {
        window.location.replace(window.location.pathname + window.location.search);
      }
    }, seconds * 1000);
  }
})();
