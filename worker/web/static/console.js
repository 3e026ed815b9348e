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
  // The Pending page's keys: j/k move between records, a approves, r rejects, e opens the
  // edit box of the selected record. Never while typing, never with a modifier held.
  var cards = function () {
    return Array.prototype.slice.call(document.querySelectorAll("section.record[data-record]"));
  };
  var selected = function () {
    return document.querySelector("section.record.selected");
  };
  var select = function (card) {
    var old = selected();
    if (old) { old.classList.remove("selected"); }
    if (card) {
      card.classList.add("selected");
      card.focus({preventScroll: true});
      card.scrollIntoView({block: "nearest"});
    }
  };
  // requestSubmit, not submit: the form goes through the submit listener above, which asks
  // its data-confirm question as a click on its button would.
  var submit = function (card, role) {
    var form = card && card.querySelector('form[data-action="' + role + '"]');
    if (form) { form.requestSubmit(); }
  };
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) { return; }
    if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) { return; }
    var list = cards();
    if (!list.length) { return; }
    var card = selected();
    var at = card ? list.indexOf(card) : -1;
    if (event.key === "j") {
      select(list[Math.min(list.length - 1, at + 1)]);
    } else if (event.key === "k") {
      select(list[Math.max(0, at - 1)]);
    } else if (event.key === "a" && card) {
      submit(card, "approve");
    } else if (event.key === "r" && card) {
      submit(card, "reject");
    } else if (event.key === "e" && card) {
      var edit = card.querySelector("details.edit");
      if (!edit) { return; }
      edit.open = true;
      var box = edit.querySelector("textarea");
      if (box) { box.focus(); }
    } else {
      return;
    }
    event.preventDefault();
  });
  document.addEventListener("click", function (event) {
    var card = event.target.closest && event.target.closest("section.record[data-record]");
    if (card && card !== selected()) { select(card); }
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
