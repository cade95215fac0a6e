package rfc3986

import (
	"strings"
	"unsafe"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// NewTextResolver returns a resolver for one goroutine that resolves many
// references in a row, the links of a page or the lines of a batch (see
// [dialect.BatchResolver]). Its ResolveText is [Dialect.ResolveText]. It
// is also a [dialect.StringResolver], whose ResolveToString, under the
// default options and against a base met again (the base of a page's
// links, a batch's run of lines with one base), resolves the commonest
// references of a page (a relative path of plain bytes, an absolute path,
// an absolute URI, a query or a fragment alone) directly, as Section
// 5.2.2 with the merge of Section 5.2.3 does, from what it kept of the
// base, into a buffer of its own rather than an allocation each; every
// other reference, against any other base or under other options, it
// resolves as ResolveText does (which reads a base once), into the same
// buffer. The results and errors are ResolveText's.
func (d *Dialect) NewTextResolver() dialect.TextResolver {
	return &batchResolver{d: d, plain: d.opts == options{}}
}

// A batchResolver resolves as ResolveText does, by resolvePlain where it
// can.
type batchResolver struct {
	d         *Dialect
	plain     bool // the options are the defaults, which resolvePlain follows
	plainBase plainBase
	lastBase  string            // the text of the base of the last call
	buf       []byte            // the last target of ResolveToString
	t         dialect.Reference // the last target of ResolveText, reused
}

func (r *batchResolver) ResolveText(t, base *dialect.Reference, ref string) error {
	return r.d.ResolveText(t, base, ref)
}

func (r *batchResolver) ResolveToString(base *dialect.Reference, ref string) (string, error) {
	if r.plain && base.Grammar() == grammar && r.metAgain(base.Source()) {
		if uri, ok := r.resolvePlain(base, ref); ok {
			return uri, nil
		}
	}
	if err := r.d.resolveText(&r.t, base, ref, &r.buf); err != nil {
		return "", err
	}
	return r.t.Source(), nil
}

// metAgain reports whether bs is the text of the base of the last call
// (the same string: its bytes are not compared). What resolvePlain keeps
// of a base is worth reading only for a base that serves more than once:
// ResolveText reads a base met once in the same pass as the reference.
func (r *batchResolver) metAgain(bs string) bool {
	again := sameString(bs, r.lastBase)
	r.lastBase = bs
	return again
}

// sameString reports whether a and b are the same string in memory.
func sameString(a, b string) bool {
	return unsafe.StringData(a) == unsafe.StringData(b) && len(a) == len(b) && a != ""
}

// plainClass sorts the bytes of a plain reference: RFC 3986's unreserved
// and sub-delims, "@" and "/" (Section 3.3, pchar without pct-encoded and
// ":") are plain (0), "." is marked where it may begin a dot segment, "?"
// and "#" end the path, and ":" may end a scheme. Any other byte ("%", a
// space, a non-ASCII byte) leaves the reference to the dialect. Plain is
// zero so that a run of plain bytes is read four at a time.
const (
	plain    = 0
	dot      = 1
	pathEnd  = 2
	colon    = 4
	notPlain = 8
)

var plainClass = func() (t [256]uint8) {
	for i := range t {
		t[i] = notPlain
	}
	for _, c := range []byte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~!$&'()*+,;=@/") {
		t[c] = plain
	}
	t['.'], t['?'], t['#'], t[':'] = dot, pathEnd, pathEnd, colon
	return t
}()

// A plainBase is what resolvePlain reads of a base, kept while the base
// stays the same: the text up to its path, the directory the merge of
// Section 5.2.3 keeps ("" if it keeps none, or it has a dot segment), and
// the text up to the end of its path and of its query.
type plainBase struct {
	src, head, dir, path, query string
}

// resolvePlain resolves ref against base, a reference RFC 3986 parsed, as
// RFC 3986 does (Section 5.2.2, with the merge of Section 5.2.3), for the
// commonest references of a page: a relative path ("page2.html",
// "../icons/new.gif", "img/a.gif?x=1#top"), an absolute path
// ("/icons/new.gif"), an absolute URI ("http://www.w3.org/"), a query
// or a fragment alone ("?q=1", "#top"), of plain bytes only (no "%"; no
// ":" but after a scheme). Then T is the base's
// text up to its directory, less a segment for each leading "../", and
// R's text after its leading dot segments; or the base's text up to its
// path, and R's text, when R's path has no dot segment; or R itself, when
// it has a scheme and no dot segment; or the base's text up to its
// query, or up to its fragment, and R's, when R's path is empty. ok is
// false in any other case, where ResolveText decides (and reports
// errors). The target is written into the resolver's buffer, which the
// next call writes over.
// TestResolvePlain checks it against ResolveText over every link of
// testdata/documents and odd bases.
func (r *batchResolver) resolvePlain(base *dialect.Reference, ref string) (uri string, ok bool) {
	if len(ref) == 0 || len(ref) > dialect.DefaultMaxLength || len(ref) > 1 && ref[0] == '/' && ref[1] == '/' {
		return "", false
	}
	// scheme is the length of R's scheme and ":" (an absolute reference,
	// Section 4.3), 0 for none: a ":" in R's first segment ends a scheme
	// or makes R a reference this does not read (Section 4.2); past it, a
	// ":" is plain.
	end, dots, scheme := len(ref), false, 0
	for i := 0; i < len(ref); i++ {
		for ; i+4 <= len(ref); i += 4 {
			if b := ref[i : i+4]; plainClass[b[0]]|plainClass[b[1]]|plainClass[b[2]]|plainClass[b[3]] != plain {
				break
			}
		}
		if i == len(ref) {
			break
		}
		switch plainClass[ref[i]] {
		case plain:
		case dot:
			if i < end && (i == scheme || ref[i-1] == '/') {
				dots = true
			}
		case pathEnd:
			end = min(end, i)
		case colon:
			if scheme == 0 && i < end && strings.IndexByte(ref[:i], '/') < 0 {
				if !uritext.IsScheme(ref[:i]) {
					return "", false
				}
				scheme = i + 1
			}
		default:
			return "", false
		}
	}
	pb := &r.plainBase
	// The same base is the same string: its bytes are not compared.
	if bs := base.Source(); !sameString(bs, pb.src) {
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
		pb.path, pb.query = bs, bs
		if lo, _ := base.Span(dialect.Fragment); lo > 0 {
			pb.path, pb.query = bs[:lo-1], bs[:lo-1]
		}
		if lo, _ := base.Span(dialect.Query); lo > 0 {
			pb.path = bs[:lo-1]
		}
	}
	if end == 0 {
		// T.path = Base.path; T.query = R.query if R has one, else
		// Base.query; T.fragment = R.fragment.
		if ref[0] == '?' {
			return r.join(pb.path, "", ref), true
		}
		return r.join(pb.query, "", ref), true
	}
	if scheme > 0 { // T = R, with no dot segment to remove
		if dots {
			return "", false
		}
		return r.join(ref, "", ""), true
	}
	if ref[0] == '/' { // T.path = remove_dot_segments(R.path), with none to remove
		if dots {
			return "", false
		}
		return r.join(pb.head, "", ref), true
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
	return r.join(pb.head, dir, rest), true
}

// join returns x+y+z in r's buffer, which the next call writes over.
func (r *batchResolver) join(x, y, z string) string {
	r.buf = append(append(append(r.buf[:0], x...), y...), z...)
	return unsafe.String(unsafe.SliceData(r.buf), len(r.buf))
}
