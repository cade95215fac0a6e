package doclinks

import (
	"unsafe"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/uritext"
	"github.com/uridialect/uridialect/rfc3986"
)

// isPlainRFC3986 reports whether d is RFC 3986 with its default options,
// whose resolution of a plain relative path resolvePlain reproduces.
func isPlainRFC3986(d dialect.Dialect) bool {
	r, ok := d.(*rfc3986.Dialect)
	return ok && r.String() == plainRFC3986
}

var plainRFC3986 = rfc3986.New().String()

// plainByte marks the bytes of a plain relative reference: RFC 3986's
// unreserved and sub-delims, "@" and "/" (Section 3.3, pchar without
// pct-encoded and ":"), and "?" and "#", which end the path.
var plainByte = func() (t [256]bool) {
	for _, c := range []byte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=@/?#") {
		t[c] = true
	}
	return t
}()

// resolvePlain resolves ref against base, a reference RFC 3986 parsed, as
// RFC 3986 does (Section 5.2.2, with the merge of Section 5.2.3), for the
// commonest references of a page: a relative path ("page2.html",
// "../icons/new.gif", "img/a.gif?x=1#top") or an absolute path
// ("/icons/new.gif") of plain bytes only (no ":", so no scheme; no "%").
// Then T is the base's text up to its directory, less a segment for each
// leading "../", and R's text after its leading dot segments; or the
// base's text up to its path, and R's text, when R's path has no dot
// segment. ok is false in any other case, where the dialect's
// ResolveText decides (and reports errors). The target is written into
// the Resolver's arena. TestResolvePlain checks it against ResolveText
// over every link of testdata/documents and odd bases.
func (r *Resolver) resolvePlain(base *dialect.Reference, ref string) (uri string, ok bool) {
	if len(ref) == 0 || ref[0] == '?' || ref[0] == '#' || len(ref) > dialect.DefaultMaxLength ||
		len(ref) > 1 && ref[0] == '/' && ref[1] == '/' {
		return "", false
	}
	pathEnd := len(ref)
	for i := 0; i < len(ref); i++ {
		c := ref[i]
		if !plainByte[c] {
			return "", false
		}
		if (c == '?' || c == '#') && pathEnd == len(ref) {
			pathEnd = i
		}
	}
	if !base.Has(dialect.Scheme) {
		return "", false
	}
	bs := base.Source()
	bPathLo, bPathHi := base.Span(dialect.Path)
	if ref[0] == '/' { // T.path = remove_dot_segments(R.path), with none to remove
		if uritext.HasDotSegment(ref[:pathEnd]) {
			return "", false
		}
		return r.arena.join(bs[:bPathLo], "", ref), true
	}
	authLo, _ := base.Span(dialect.Authority)
	// merge (Section 5.2.3): "/" for a base with an authority and an empty
	// path, else the base's path up to its last "/".
	var dir string
	switch {
	case authLo >= 0 && bPathLo == bPathHi:
		dir = "/"
	default:
		p := bs[bPathLo:bPathHi]
		for i := len(p) - 1; i >= 0; i-- {
			if p[i] == '/' {
				dir = p[:i+1]
				break
			}
		}
	}
	dir2, rest, ok := uritext.MergeDots(dir, ref[:pathEnd], true)
	if !ok {
		return "", false
	}
	tail := ref[pathEnd-len(rest):]
	if bPathLo == bPathHi { // the "/" the merge puts before R.path
		return r.arena.join(bs[:bPathLo], dir2, tail), true
	}
	return r.arena.join(bs[:bPathLo+len(dir2)], "", tail), true
}

// An arena holds resolved targets in shared chunks rather than one
// allocation each: bytes once written are never written again, so each
// string made over them stays as it is. A target kept keeps its chunk.
type arena struct{ buf []byte }

const arenaChunk = 4 << 10

// join returns a+b+c, which must not be empty, as a string in the arena.
func (a *arena) join(x, y, z string) string {
	n := len(x) + len(y) + len(z)
	if cap(a.buf)-len(a.buf) < n {
		a.buf = make([]byte, 0, max(arenaChunk, n))
	}
	lo := len(a.buf)
	a.buf = append(a.buf, x...)
	a.buf = append(a.buf, y...)
	a.buf = append(a.buf, z...)
	return unsafe.String(&a.buf[lo], n)
}
