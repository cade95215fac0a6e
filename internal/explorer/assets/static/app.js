// The pages work without this script; it only links what the eye follows:
// on Explain, pointing at a step lights up the section it cites, and the
// other way round.
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  var steps = document.querySelectorAll("#steps li[data-cite]");
  steps.forEach(function (li) {
    var sec = document.getElementById(li.dataset.cite);
    if (!sec) { return; }
    var on = function () { li.classList.add("hot"); sec.classList.add("hot"); };
    var off = function () { li.classList.remove("hot"); sec.classList.remove("hot"); };
    li.addEventListener("mouseenter", on);
    li.addEventListener("mouseleave", off);
    li.addEventListener("click", function () { sec.scrollIntoView({block: "nearest"}); });
  });
  document.documentElement.dataset.script = "ran";
});
