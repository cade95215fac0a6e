package dialecttest

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// floor is a dialect that does no work: Parse defines the whole string as
// the path, and Resolve and ResolveText concatenate base and reference
// into one new string, their one allocation, as a real dialect's result
// is. Benchmarked as the dialects are, it measures what the contract
// itself costs per pair (the calls through dialect.Dialect, the Reference
// values they copy, the allocation and its garbage collection, String):
// the least any dialect can take. BenchmarkFloor reports it beside net/url.
type floor struct{}

func (floor) Name() string { return "floor" }

func (floor) Parse(s string) (r dialect.Reference, err error) {
	r = dialect.NewReference(s)
	r.Set(dialect.Path, 0, len(s))
	return r, nil
}

func (floor) Resolve(base, ref dialect.Reference) (t dialect.Reference, err error) {
	concat(&t, base.Source(), ref.Source())
	return t, nil
}

// ResolveText is Resolve into t, taking the reference as text, as the
// dialects' ResolveText is theirs.
func (floor) ResolveText(t, base *dialect.Reference, ref string) error {
	concat(t, base.Source(), ref)
	return nil
}

// concat sets t to a new string, a then b, all path.
func concat(t *dialect.Reference, a, b string) {
	var buf uritext.Buffer
	buf.Grow(len(a) + len(b))
	buf.WriteString(a)
	buf.WriteString(b)
	*t = dialect.NewReference(buf.String())
	t.Set(dialect.Path, 0, len(a)+len(b))
}

func BenchmarkFloor(b *testing.B) {
	BenchResolve(b, floor{}, Examples(b, "../../../rfc3986/testdata/resolve.txt"))
}
