// The pages work without this script; it only links what the eye follows:
// on Explain, pointing at a step lights up the section it cites and the
// passage it names, and a click brings that passage into view.
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  var steps = document.querySelectorAll("#steps li[data-cite]");
  steps.forEach(function (li) {
    var sec = document.getElementById(li.dataset.cite);
    if (!sec) { return; }
    var lit = [li, sec];
    var passage = li.dataset.passage && document.getElementById(li.dataset.passage);
    if (passage) { lit.push(passage); }
    var on = function () { lit.forEach(function (e) { e.classList.add("hot"); }); };
    var off = function () { lit.forEach(function (e) { e.classList.remove("hot"); }); };
    li.addEventListener("mouseenter", on);
    li.addEventListener("mouseleave", off);
    li.addEventListener("click", function () { (passage || sec).scrollIntoView({block: "nearest"}); });
  });
  document.documentElement.dataset.script = "ran";
});
