package draft01

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/relgen"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

var _ dialect.Relativizer = (*Dialect)(nil)

// Relativize implements [dialect.Relativizer]: the shortest reference that
// [Dialect.Resolve] takes from base to target, among the candidates
// of internal/kernel/relgen (suffixes of the target, after "./" or "../" for a
// relative path), each checked by resolving it. The base's scheme sets
// decide what works (Section 4, step 3: a relative URL is parsed by the
// base's categories): under a scheme outside Uses-Query a "?" is part of
// the path, outside Uses-Params a ";" too, and under a Non-Hierarchical
// scheme "../" climbs nothing (step 7 is skipped), so "../g" and "g" may
// both give the target.
//
// A target longer than the dialect's maxlength is an error, as a
// reference is.
func (d *Dialect) Relativize(base *dialect.Reference, target string) (string, error) {
	if pe := dialectcore.CheckLength(d.Name(), target, d.opts.MaxLength); pe != nil {
		return "", pe
	}
	if ref, ok := d.pathOnly(base, target); ok && relgen.Check(d, base, ref, target) {
		return ref, nil
	}
	return relgen.Relativize(d, base, target, d.mergesLikeTheOthers)
}

// pathOnly returns the absolute path that comes first among the
// candidates, when the base's scheme is hierarchical and outside
// Uses-Netloc, its text has "//" after the scheme, and the target has
// the base's scheme followed by one "/" (as "https://a/b" and "https:/c"
// under the default table, which lists no https: Section 2.4.3, "If the
// scheme is not a member of the Uses-Netloc set, this section is
// skipped"), with no dot segment in either. The base's "//a/b" is then
// all path, and every reference that does not start with "/" resolves
// to a path under its first two slashes, or to a parent of it reached by
// "../" that is no shorter than the target's absolute path; that path,
// when it resolves to the target, is the answer.
func (d *Dialect) pathOnly(base *dialect.Reference, target string) (string, bool) {
	b := base.String()
	scheme, ok := base.Get(dialect.Scheme)
	n := len(scheme) + 1
	if !ok || len(target) <= n+1 || target[n] != '/' || target[n+1] == '/' ||
		len(b) < n || b[:n-1] != scheme || b[n-1] != ':' || target[:n] != b[:n] || !hasNetloc(b) {
		return "", false
	}
	if d.Categories(scheme)&(UsesNetloc|NonHierarchical) != 0 || uritext.HasDotSegment(b[n:]) || uritext.HasDotSegment(target[n:]) {
		return "", false
	}
	return target[n:], true
}

// mergesLikeTheOthers reports whether base's scheme merges paths as
// every other revision does, for the texts of base and target: it is
// in Uses-Netloc, or both texts have a "//host" after the scheme (outside
// Uses-Netloc it starts the path, which then merges the same, and which an
// absolute path would replace: a target without it is not reached as the
// others reach it), hierarchical (Section 2.3.2: a Non-Hierarchical
// scheme gives "." and ".." no meaning), and where it does not use the
// query or the fragment, and so reads "?" or "#" as part of the path, no
// "/" follows the first of them (at baseQuery and targetQuery) in either
// text (the directory would then end in the query).
func (d *Dialect) mergesLikeTheOthers(base *dialect.Reference, target string, baseQuery, targetQuery int) bool {
	scheme, _ := base.Get(dialect.Scheme)
	cats := d.Categories(scheme)
	if cats&NonHierarchical != 0 {
		return false
	}
	if cats&UsesNetloc == 0 && !(hasNetloc(base.String()) && hasNetloc(target)) {
		return false
	}
	if cats&(UsesQuery|UsesFragment) == UsesQuery|UsesFragment {
		return true
	}
	return strings.IndexByte(base.String()[baseQuery:], '/') < 0 && strings.IndexByte(target[targetQuery:], '/') < 0
}

// hasNetloc reports whether s has "//" right after its scheme's ":".
func hasNetloc(s string) bool {
	i := strings.IndexByte(s, ':')
	return i > 0 && strings.HasPrefix(s[i+1:], "//")
}
