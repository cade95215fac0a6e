package rfc2396

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/relgen"
)

var _ dialect.Relativizer = (*Dialect)(nil)

// Relativize implements [dialect.Relativizer]: the shortest reference that
// [Dialect.Resolve] takes from base to target's text, among the candidates
// of internal/relgen (suffixes of the target, after "./" or "../" for a
// relative path), each checked by resolving it. RFC 2396 keeps neither the base's query for "?y" (Section 5.2, step 5: "http://a/b/c/?y") nor its path for an empty path, and by default keeps a ".." above the root (step 6g), which a target may then need.
func (d *Dialect) Relativize(base, target dialect.Reference) (string, error) {
	return relgen.Relativize(d, &base, target.String(), nil)
}
