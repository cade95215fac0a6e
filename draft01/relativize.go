package draft01

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/relgen"
)

var _ dialect.Relativizer = (*Dialect)(nil)

// Relativize implements [dialect.Relativizer]: the shortest reference that
// [Dialect.Resolve] takes from base to target's text, among the candidates
// of internal/relgen (suffixes of the target, after "./" or "../" for a
// relative path), each checked by resolving it. The base's scheme sets
// decide what works (Section 4, step 3: a relative URL is parsed by the
// base's categories): under a scheme outside Uses-Query a "?" is part of
// the path, outside Uses-Params a ";" too, and under a Non-Hierarchical
// scheme "../" climbs nothing (step 7 is skipped), so "../g" and "g" may
// both give the target.
func (d *Dialect) Relativize(base, target dialect.Reference) (string, error) {
	return relgen.Relativize(d, &base, target.String(), d.mergesLikeTheOthers)
}

// mergesLikeTheOthers reports whether base's scheme splits and merges as
// every other revision does, for the text of base and target: it uses a
// net_loc, is hierarchical, and uses the query and fragment that the texts
// have.
func (d *Dialect) mergesLikeTheOthers(base *dialect.Reference, target string) bool {
	scheme, _ := base.Get(dialect.Scheme)
	cats := d.Categories(scheme)
	if cats&UsesNetloc == 0 || cats&NonHierarchical != 0 {
		return false
	}
	b := base.String()
	if cats&UsesQuery == 0 && (strings.IndexByte(b, '?') >= 0 || strings.IndexByte(target, '?') >= 0) {
		return false
	}
	return cats&UsesFragment != 0 || (strings.IndexByte(b, '#') < 0 && strings.IndexByte(target, '#') < 0)
}
