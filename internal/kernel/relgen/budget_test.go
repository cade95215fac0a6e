package relgen_test

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/draft01"
	"github.com/uridialect/uridialect/internal/kernel/relgen"
	"github.com/uridialect/uridialect/rfc1808"
	"github.com/uridialect/uridialect/rfc2396"
	"github.com/uridialect/uridialect/rfc3986"
	"github.com/uridialect/uridialect/whatwg"
)

// hostileTargets are targets whose every candidate is irregular and
// whose candidates number in proportion to their length, each as long as
// a fair part of it: without a budget the full search resolves them in
// time quadratic in n.
var hostileTargets = []struct {
	name, base string
	target     func(n int) string
}{
	{"x/./", "http://a/b/c/", func(n int) string { return "http://a/" + strings.Repeat("x/./", n) }},
	{"x/ then ../y", "http://a/b/c", func(n int) string { return "http://a/" + strings.Repeat("x/", n) + "../y" }},
}

// TestSearchBudget checks that the full search's work on hostile targets
// of 16 KB and 32 KB stays within its budget (plus the one resolution of
// the target itself that answers when the budget runs out), so that
// doubling the target at most doubles the work, give or take the
// budget's constant. Work is counted, in the units of relgen.Budget, not
// timed. The answer is the target itself where the dialect resolves it to
// itself, and otherwise an error that names the limit.
func TestSearchBudget(t *testing.T) {
	dialects := []dialect.Dialect{draft01.Default, rfc1808.Default, rfc2396.Default, rfc3986.Default, whatwg.Default}
	for _, h := range hostileTargets {
		for _, d := range dialects {
			base, err := d.Parse(h.base)
			if err != nil {
				t.Fatal(err)
			}
			var work [2]int
			for i, n := range []int{4000, 8000} {
				target := h.target(n)
				got, w, err := relgen.SearchWork(d, &base, target)
				if limit := relgen.Budget(h.base, target) + len(h.base) + len(target); w > limit {
					t.Errorf("%s, %s, %d bytes: work %d, over the budget and one resolution, %d", d.Name(), h.name, len(target), w, limit)
				}
				if relgen.Check(d, &base, target, target) {
					if err != nil || got != target {
						t.Errorf("%s, %s, %d bytes: got %.40q..., %v; want the target itself", d.Name(), h.name, len(target), got, err)
					}
				} else if err == nil || !strings.HasSuffix(err.Error(), "no candidate found (uridialect, Limits)") {
					t.Errorf("%s, %s, %d bytes: got %.40q..., error %v; want an error naming the limit", d.Name(), h.name, len(target), got, err)
				}
				work[i] = w
			}
			if work[1] > 2*work[0]+relgen.BudgetConstant {
				t.Errorf("%s, %s: work %d at 32 KB, more than twice the %d at 16 KB plus %d", d.Name(), h.name, work[1], work[0], relgen.BudgetConstant)
			}
		}
	}
}
