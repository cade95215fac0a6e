package doclinks

import (
	"strings"
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

// plainClass sorts the bytes of a plain reference: RFC 3986's unreserved
// and sub-delims, "@" and "/" (Section 3.3, pchar without pct-encoded and
// ":") are plain, "." is marked where it may begin a dot segment, and "?"
// and "#" end the path. Any other byte (":", "%", a space, a non-ASCII
// byte) leaves the reference to the dialect.
const (
	notPlain = iota
	plain
	dot
	pathEnd
)

var plainClass = func() (t [256]uint8) {
	for _, c := range []byte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~!$&'()*+,;=@/") {
		t[c] = plain
	}
	t['.'], t['?'], t['#'] = dot, pathEnd, pathEnd
	return t
}()

// A plainBase is what resolvePlain reads of a base, kept while the base
// stays the same: the text up to its path, and the directory the merge
// of Section 5.2.3 keeps ("" if it keeps none, or it has a dot segment).
type plainBase struct {
	src, head, dir string
}

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
	if len(ref) == 0 || len(ref) > dialect.DefaultMaxLength || len(ref) > 1 && ref[0] == '/' && ref[1] == '/' {
		return "", false
	}
	end, dots := len(ref), false
	for i := 0; i < len(ref); i++ {
		switch plainClass[ref[i]] {
		case plain:
		case notPlain:
			return "", false
		case dot:
			if i < end && (i == 0 || ref[i-1] == '/') {
				dots = true
			}
		case pathEnd:
			end = min(end, i)
		}
	}
	if end == 0 {
		return "", false // T.path = Base.path
	}
	pb := &r.plainBase
	if bs := base.Source(); pb.src != bs || bs == "" {
		if !base.Has(dialect.Scheme) {
			return "", false
		}
		*pb = plainBase{src: bs}
		bPathLo, bPathHi := base.Span(dialect.Path)
		authLo, _ := base.Span(dialect.Authority)
		pb.head = bs[:bPathLo]
		// merge (Section 5.2.3): "/" for a base with an authority and an
		// empty path, else the base's path up to its last "/".
		if authLo >= 0 && bPathLo == bPathHi {
			pb.dir = "/"
		} else if p := bs[bPathLo:bPathHi]; strings.LastIndexByte(p, '/') >= 0 {
			pb.dir = p[:strings.LastIndexByte(p, '/')+1]
		}
		if pb.dir != "" && (pb.dir[0] != '/' || uritext.HasDotSegment(pb.dir)) {
			pb.dir = ""
		}
	}
	if ref[0] == '/' { // T.path = remove_dot_segments(R.path), with none to remove
		if dots {
			return "", false
		}
		return r.arena.join(pb.head, "", ref), true
	}
	if pb.dir == "" {
		return "", false
	}
	dir, rest := pb.dir, ref
	if dots {
		if dir, rest, ok = uritext.MergeDots(dir, ref[:end], true); !ok {
			return "", false
		}
		rest = ref[end-len(rest):]
	}
	// The directory is the base's path up to a "/", or the "/" the merge
	// puts before R.path when that is empty.
	return r.arena.join(pb.head, dir, rest), true
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
