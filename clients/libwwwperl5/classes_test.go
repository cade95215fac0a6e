package libwwwperl5

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

// classRefs generates n references rich in the shapes the classes parse
// differently: a scheme of each class (or "0", or none), a netloc with a
// default port, dot segments, escapes, a message id, ";", "?", "#", and
// white space.
func classRefs(n int) []string {
	rng := rand.New(rand.NewPCG(5, 6))
	pick := func(s ...string) string { return s[rng.IntN(len(s))] }
	refs := make([]string, n)
	for i := range refs {
		var b strings.Builder
		b.WriteString(pick("", "", "", "news:", "mailto:", "data:", "nntp:", "gopher:", "telnet:", "wais:",
			"ftp:", "file:", "http:", "HTTP:", "0:", "_login:", "prospero:", "fred:"))
		if rng.IntN(3) == 0 {
			b.WriteString(pick("//h", "//h:80", "//u:1@h:119", "//0", "//"))
		}
		for k := rng.IntN(4); k > 0; k-- {
			b.WriteString(pick("g", "..", ".", "", "%2F", "%3Cid@h%3E", "a%2541", "text/plain", "x y"))
			if rng.IntN(3) > 0 {
				b.WriteByte('/')
			}
		}
		for _, tail := range []string{";p", "?q", "#f", ",d", ";base64,QQ=="} {
			if rng.IntN(4) == 0 {
				b.WriteString(tail)
			}
		}
		refs[i] = b.String()
	}
	return refs
}

func resolveAll(t *testing.T, base string, refs []string) []string {
	t.Helper()
	out := make([]string, len(refs))
	for i, ref := range refs {
		res, err := dialect.ResolveString(Default, base, ref)
		require.NoError(t, err, "%q %q", base, ref)
		out[i] = res
	}
	return out
}

// hasOwnScheme reports whether new() takes ref's class from its own
// scheme: lib/URI/URL.pm:95-96, a scheme that is true in Perl, read after
// the white space is removed.
func hasOwnScheme(ref string) bool {
	_, c := clean(nil, ref)
	return schemeClass(c, nil) != nil
}

// TestClassProperties checks, on generated references, what the source
// implies of every one of them:
//
//   - news, mailto and data are never resolved (their abs is URI::URL's,
//     "shift->clone", lib/URI/URL.pm:330): a reference without a scheme
//     of its own gives the same result against any base of the class;
//   - new() reads the base only for a reference without a scheme
//     (lib/URI/URL.pm:97-101), and abs cleans the base ("new URI::URL
//     $base"): a reference with one gives the same result against a base
//     with white space before its scheme as against the base without;
//   - a base whose white space hides its scheme leaves the reference
//     http's (:106): against an http base, the white space changes
//     nothing at all.
func TestClassProperties(t *testing.T) {
	refs := classRefs(3000)
	for _, pair := range [][2]string{
		{"news:comp.lang.x", "news:a/b/c;d?e#f"},
		{"mailto:a/b@c", "mailto:x?subject=y"},
		{"data:,x", "data:text/plain;base64,QUJD#f"},
	} {
		a, b := resolveAll(t, pair[0], refs), resolveAll(t, pair[1], refs)
		for i, ref := range refs {
			if !hasOwnScheme(ref) {
				assert.Equal(t, a[i], b[i], "%q against %q and %q", ref, pair[0], pair[1])
			}
		}
	}
	for _, base := range []string{"ftp://a:80/a:b/b", "news:a/b", "mailto:a/b@c", "nntp://h/g/1", "gopher://h/1x", "http://a/b/c/d;p?q#f"} {
		plain, spaced := resolveAll(t, base, refs), resolveAll(t, " "+base, refs)
		for i, ref := range refs {
			if hasOwnScheme(ref) || strings.HasPrefix(base, "http:") {
				assert.Equal(t, plain[i], spaced[i], "%q against %q and %q", ref, base, " "+base)
			}
		}
	}
}

// TestBatchResolver checks that the resolver of a batch, which keeps the
// base as abs reads it while the base repeats, answers as ResolveText
// does: the generated references against bases of every class, with white
// space, a wrapper, a default port, none ("" and "0", false in Perl),
// each base serving a run of references and coming back after others,
// under Default and each option (a short maxlength fails some).
func TestBatchResolver(t *testing.T) {
	refs := classRefs(1000)
	bases := []string{"http://a/b/c/d;p?q#f", " ftp://u:21@a:21/x/y;t?q", "<URL:http://a:80/b/>", "news:%3Cid@h%3E",
		"mailto:a/b@c", "data:,x", "nntp://h:119/g/1", "gopher://h/1x", "", "0", "HTTP://U:80@A:80/b c/", "fred:x/y/z"}
	for _, d := range []*Dialect{Default, New(WithSameScheme(dialect.SameSchemeAsRelative)), New(WithLeadingDots(LeadingDotsDrop)), New(WithMaxLength(30))} {
		sr := dialect.NewStringResolver(d)
		if _, ok := sr.(*batchResolver); !ok {
			t.Fatalf("%v: NewStringResolver gives a %T, not the batch resolver", d, sr)
		}
		for round := range 3 {
			for i, bs := range bases {
				base, err := d.Parse(bs)
				require.NoError(t, err)
				for k := range 40 {
					ref := refs[(round*len(bases)*40+i*40+k)%len(refs)]
					var want dialect.Reference
					wantErr := d.ResolveText(&want, &base, ref)
					got, err := sr.ResolveToString(&base, ref)
					if assert.Equal(t, wantErr, err, "%v: %q against %q", d, ref, bs) && err == nil {
						assert.Equal(t, want.Source(), got, "%v: %q against %q", d, ref, bs)
					}
				}
			}
		}
	}
}
