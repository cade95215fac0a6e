package engine

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/clients/wget1"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/docgen/matrix"
)

// Cross-dialect properties: what several specifications say alike, checked
// on every dialect that models one of them. Each property quotes the texts
// that make it hold; where a text makes it fail, the comment says so and
// nothing is asserted.

// normalExamples are the "normal examples" that RFC 1808 (Section 5.1,
// lines 639-662 of rfc1808.txt), RFC 2396 (Appendix C.1, lines 1641-1662)
// and RFC 3986 (Section 5.4.1, lines 1969-1991) all print, with the answer
// each prints, verbatim. Their bases differ only in RFC 1808's fragment:
// "Base: <URL:http://a/b/c/d;p?q#f>" against "http://a/b/c/d;p?q".
var normalExamples = []struct{ ref, rfc1808, rfc2396, rfc3986 string }{
	{"g:h", "g:h", "g:h", "g:h"},
	{"g", "http://a/b/c/g", "http://a/b/c/g", "http://a/b/c/g"},
	{"./g", "http://a/b/c/g", "http://a/b/c/g", "http://a/b/c/g"},
	{"g/", "http://a/b/c/g/", "http://a/b/c/g/", "http://a/b/c/g/"},
	{"/g", "http://a/g", "http://a/g", "http://a/g"},
	{"//g", "http://g", "http://g", "http://g"},
	{"?y", "http://a/b/c/d;p?y", "http://a/b/c/?y", "http://a/b/c/d;p?y"},
	{"g?y", "http://a/b/c/g?y", "http://a/b/c/g?y", "http://a/b/c/g?y"},
	{"#s", "http://a/b/c/d;p?q#s", "(current document)#s", "http://a/b/c/d;p?q#s"},
	{"g#s", "http://a/b/c/g#s", "http://a/b/c/g#s", "http://a/b/c/g#s"},
	{"g?y#s", "http://a/b/c/g?y#s", "http://a/b/c/g?y#s", "http://a/b/c/g?y#s"},
	{";x", "http://a/b/c/d;x", "http://a/b/c/;x", "http://a/b/c/;x"},
	{"g;x", "http://a/b/c/g;x", "http://a/b/c/g;x", "http://a/b/c/g;x"},
	{"g;x?y#s", "http://a/b/c/g;x?y#s", "http://a/b/c/g;x?y#s", "http://a/b/c/g;x?y#s"},
	{".", "http://a/b/c/", "http://a/b/c/", "http://a/b/c/"},
	{"./", "http://a/b/c/", "http://a/b/c/", "http://a/b/c/"},
	{"..", "http://a/b/", "http://a/b/", "http://a/b/"},
	{"../", "http://a/b/", "http://a/b/", "http://a/b/"},
	{"../g", "http://a/b/g", "http://a/b/g", "http://a/b/g"},
	{"../..", "http://a/", "http://a/", "http://a/"},
	{"../../", "http://a/", "http://a/", "http://a/"},
	{"../../g", "http://a/g", "http://a/g", "http://a/g"},
}

// TestNormalExamplesAgreeWhereTheSpecsAgree: where RFC 1808, RFC 2396 and
// RFC 3986 print the same answer for a normal example, the three dialects
// give that answer, each against both published bases (the base's fragment
// plays no part for a reference that is not empty: RFC 1808, Section 4:
// "Fragment identifiers are only inherited from the base URL when the
// entire embedded URL is empty"; RFC 2396, Section 5.2, step 2: the
// reference's "query and fragment components are defined as found (or not
// found) within the URI reference and not inherited from the base URI";
// RFC 3986, Section 5.1: a base is "stripped of any fragment component
// prior to its use"). Where they print different answers (";x", "?y",
// "#s"), each dialect gives its own text's, which TestMatrix checks.
func TestNormalExamplesAgreeWhereTheSpecsAgree(t *testing.T) {
	agree := 0
	for _, ex := range normalExamples {
		if ex.rfc1808 != ex.rfc2396 || ex.rfc2396 != ex.rfc3986 {
			continue
		}
		agree++
		for _, name := range []string{"rfc1808", "rfc2396", "rfc3986"} {
			d, err := Lookup(name)
			require.NoError(t, err)
			for _, base := range []string{"http://a/b/c/d;p?q#f", "http://a/b/c/d;p?q"} {
				got, err := dialect.ResolveString(d, base, ex.ref)
				if assert.NoError(t, err, "%s: %q against %q", name, ex.ref, base) {
					assert.Equal(t, ex.rfc1808, got, "%s: %q against %q", name, ex.ref, base)
				}
			}
		}
	}
	assert.Equal(t, 19, agree, "19 of the 22 normal examples read alike in the three texts")
}

// props is a deterministic source of generated cases.
func props(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 1)) }

// word returns one to three letters: a path segment with no dot, no
// delimiter and no escape.
func word(rng *rand.Rand) string {
	const letters = "abcdefghxyz"
	b := make([]byte, 1+rng.IntN(3))
	for i := range b {
		b[i] = letters[rng.IntN(len(letters))]
	}
	return string(b)
}

// genBase returns an http base with a host and a path of one to four
// segments of letters, and possibly params on its last segment, a query
// and a fragment: a base every specification reads alike.
func genBase(rng *rand.Rand) (base, dir string) {
	host := "http://" + word(rng)
	dir = "/"
	for range rng.IntN(4) {
		dir += word(rng) + "/"
	}
	base = host + dir + word(rng)
	if rng.IntN(2) == 0 {
		base += ";" + word(rng)
	}
	if rng.IntN(2) == 0 {
		base += "?" + word(rng)
	}
	if rng.IntN(2) == 0 {
		base += "#" + word(rng)
	}
	return base, host + dir
}

const propertyCases = 2000

// TestAllAgreeOnALastSegment: a relative path of one plain segment replaces
// the last segment of the base path, the base's params, query and fragment
// going with it, in every dialect:
//
//   - RFC 1630: "The last part of the path of the context URI (anything
//     following the rightmost slash) is removed, and the given partial URI
//     appended in its place" (the search part goes with it: see the
//     rfc1630 package doc);
//   - the draft, Section 4, step 7, and RFC 1808, Section 4, step 6: "The
//     last segment of the base URL's path (anything following the
//     rightmost slash "/", or the entire path if no slash is present) is
//     removed and the embedded URL's path is appended in its place";
//   - RFC 2396, Section 5.2, step 6a: "All but the last segment of the base
//     URI's path component is copied to the buffer", then "b) The
//     reference's path component is appended";
//   - RFC 3986, Section 5.2.3: "the reference's path component appended to
//     all but the last segment of the base URI's path".
//
// None inherits the base's query or fragment for a reference with a path
// (draft step 6 and RFC 1808 step 5 only for an empty one; RFC 2396 step 2
// and RFC 3986 "T.query = R.query"), and the segment has no dot for the
// removal rules to act on.
//
// The crawler wget1 is the exception: Wget 1.5.3 took a value that is the
// start of a scheme name for that scheme (get_urls_html compares the
// shorter of the two: "c" is "cid:", "h" is "http:"), and followed none but
// http:// and ftp://. Its answers are checked where the segment starts no
// scheme name.
func TestAllAgreeOnALastSegment(t *testing.T) {
	rng := props(1)
	for range propertyCases {
		base, dir := genBase(rng)
		ref := word(rng)
		c := Compare(base, ref)
		for _, r := range c.Results {
			if r.Dialect == "wget1" && wget1.HasScheme(ref) {
				continue
			}
			if assert.NoError(t, r.Err, "%s: %q against %q", r.Dialect, ref, base) {
				assert.Equal(t, dir+ref, r.Result, "%s: %q against %q", r.Dialect, ref, base)
			}
		}
	}
}

// TestAllAgreeOnAnAbsolutePath: a path that starts with one slash keeps
// the base's scheme and authority and nothing else, in every dialect:
//
//   - RFC 1630: "If the partial URI starts with a non-zero number of
//     consecutive slashes, then everything from the context URI up to (but
//     not including) the first occurrence of exactly the same number of
//     consecutive slashes ... is taken to be the same and so prepended"
//     (the first single slash of http://h/p is the one after the host);
//   - the draft, Section 4, step 5, and RFC 1808, step 4: "If the embedded
//     URL path is preceded by a slash "/", the path is not relative and we
//     skip to Step 8" (7 in RFC 1808);
//   - RFC 2396, step 5: "If the path component begins with a slash
//     character ("/"), then the reference is an absolute-path and we skip
//     to step 7";
//   - RFC 3986, Section 5.2.2: "if (R.path starts-with "/") then T.path =
//     remove_dot_segments(R.path)", which leaves a path without dot
//     segments as it is.
func TestAllAgreeOnAnAbsolutePath(t *testing.T) {
	rng := props(2)
	for range propertyCases {
		base, _ := genBase(rng)
		ref := ""
		for range 1 + rng.IntN(3) {
			ref += "/" + word(rng)
		}
		want := base[:strings.IndexByte(base[len("http://"):], '/')+len("http://")] + ref
		for _, r := range Compare(base, ref).Results {
			if assert.NoError(t, r.Err, "%s: %q against %q", r.Dialect, ref, base) {
				assert.Equal(t, want, r.Result, "%s: %q against %q", r.Dialect, ref, base)
			}
		}
	}
}

// genAbsolute returns an absolute reference whose scheme is not "http":
// letters, slashes, "?", ";" and "#", but no dot, so no dot segment.
func genAbsolute(rng *rand.Rand) string {
	const chars = "abxy/?;#:@"
	ref := "x" + word(rng) + ":"
	for range rng.IntN(12) {
		ref += string(chars[rng.IntN(len(chars))])
	}
	return ref
}

// TestAllKeepAnAbsoluteReference: a reference with another scheme than the
// base's is itself, in every dialect:
//
//   - RFC 1630: "If the scheme parts are different, the whole absolute URI
//     must be given";
//   - the draft, Section 4, step 3a, and RFC 1808, step 2b: "If the
//     embedded URL starts with a scheme name, it is interpreted as an
//     absolute URL and we are done";
//   - RFC 2396, Section 5.2, step 3: "If the scheme component is defined,
//     indicating that the reference starts with a scheme name, then the
//     reference is interpreted as an absolute URI and we are done";
//   - RFC 3986, Section 5.2.2: "if defined(R.scheme) then T.scheme =
//     R.scheme; T.authority = R.authority; T.path =
//     remove_dot_segments(R.path); T.query = R.query", "T.fragment =
//     R.fragment", and remove_dot_segments only removes "the special "."
//     and ".." complete path segments" (Section 5.2.4), of which the
//     generated references have none.
//
// It holds under every option too: the options of RFC 1630, RFC 1808, RFC
// 2396 and RFC 3986 that touch step 1, 2b or 3 concern the base's own scheme
// only.
//
// The URL Standard does not keep the text: it returns the URL record,
// serialized ("xa://b:@c" is "xa://b@c"), or failure ("xa://@"). But a
// reference whose scheme is not special never reaches a state that reads
// the base (the scheme state goes to the path or authority state or the
// opaque path state), so its result is the one it has without a base.
func TestAllKeepAnAbsoluteReference(t *testing.T) {
	rng := props(3)
	for range propertyCases {
		base, _ := genBase(rng)
		ref := genAbsolute(rng)
		for _, r := range Compare(base, ref, configurations(t)...).Results {
			if r.Dialect == "whatwg" {
				d, _ := Lookup(r.Dialect)
				want, err := dialect.ResolveString(d, "", ref)
				assert.True(t, r.Result == want && (r.Err == nil) == (err == nil),
					"%s: %q against %q = %q (%v), without a base %q (%v)", r.Dialect, ref, base, r.Result, r.Err, want, err)
				continue
			}
			if assert.NoError(t, r.Err, "%s: %q against %q", r.Dialect, ref, base) {
				assert.Equal(t, ref, r.Result, "%s: %q against %q", r.Dialect, ref, base)
			}
		}
	}
}

// configurations returns every dialect under its defaults and under every
// non-default value of each enumerated option.
func configurations(t *testing.T) []dialect.Dialect {
	t.Helper()
	var out []dialect.Dialect
	// The specifications only: a client profile keeps its client's
	// quirks ("g:h" is a relative path to Navigator), which its own
	// package tests.
	for _, d := range Specifications() {
		out = append(out, d)
		for _, o := range Options(d) {
			if o.Key == "maxlength" || strings.HasSuffix(o.Key, ".NAME") || o.Key == "context" {
				continue
			}
			for _, v := range o.Values {
				if v == o.Default || v == "NAME" { // NAME: a placeholder, not a value
					continue
				}
				dd, err := Configure(d, o.Key+"="+v)
				require.NoError(t, err)
				out = append(out, dd)
			}
		}
	}
	return out
}

// genRelative returns a short reference over an alphabet of delimiters,
// dots and letters: relative, mostly, with every kind of part.
func genRelative(rng *rand.Rand) string {
	pieces := []string{"a", "b", "g", ".", "..", "/", "//", "./", "../", ";x", "?y", "#s", "#", "?", ";", ":"}
	var b strings.Builder
	for range rng.IntN(6) {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// TestFragmentIsTheReferences: the result's fragment is the reference's,
// defined or not, for a reference that is not empty:
//
//   - the draft, Section 4: "Fragment identifiers are never inherited from
//     the base URL";
//   - RFC 1808, Section 4: "Fragment identifiers are only inherited from
//     the base URL when the entire embedded URL is empty";
//   - RFC 2396, Section 5.2, step 2: "the reference URI's query and
//     fragment components are defined as found (or not found) within the
//     URI reference and not inherited from the base URI";
//   - RFC 3986, Section 5.2.2: "T.fragment = R.fragment".
//
// RFC 1630 says only "The fragment-id follows the URL of the whole object";
// its package carries no context fragment-id over either, a choice its doc
// defends, so it is checked too.
//
// The URL Standard sets the fragment only in the fragment state, from the
// reference's code points after "#", percent-encoded (the alphabet here has
// none to encode); it may return failure instead ("//" against an http:
// base has no host: host-missing), which leaves no fragment to compare.
func TestFragmentIsTheReferences(t *testing.T) {
	rng := props(4)
	for range propertyCases {
		base, _ := genBase(rng)
		ref := genRelative(rng)
		if ref == "" {
			continue
		}
		for _, d := range Specifications() { // clients: see configurations
			b, err := d.Parse(base)
			require.NoError(t, err)
			r, err := dialect.ParseIn(d, b, ref)
			require.NoError(t, err)
			res, err := d.Resolve(b, r)
			if d.Name() == "whatwg" && err != nil {
				continue
			}
			if !assert.NoError(t, err, "%s: %q against %q", d.Name(), ref, base) {
				continue
			}
			wf, wok := r.Get(dialect.Fragment)
			gf, gok := res.Get(dialect.Fragment)
			assert.True(t, wf == gf && wok == gok, "%s: %q against %q = %q: fragment %q (%v), want %q (%v)",
				d.Name(), ref, base, res, gf, gok, wf, wok)
		}
	}
}

// idempotent lists the configurations whose specification makes
// resolution idempotent against a base with a scheme, and why: the result
// has a scheme (the base's or the reference's), so resolving it again is
// resolving an absolute reference, which each of these leaves as it is.
//
//   - draft01: step 3a, "If the embedded URL starts with a scheme name, it
//     is interpreted as an absolute URL and we are done";
//   - rfc1808: step 2b, the same words;
//   - rfc2396: step 3, "the reference is interpreted as an absolute URI
//     and we are done". Under samescheme=relative too: step 3 removes the
//     scheme only "if it matches that of the base URI and the scheme is
//     known to always use the <hier_part> syntax", that is (see the
//     rfc2396 package doc) when the base has an authority or a path that
//     begins with "/"; the result then has the same, so what is left of it
//     is a network-path (step 4) or an absolute-path (step 5) and goes to
//     step 7 unchanged;
//   - rfc3986 (strict): "if defined(R.scheme) then ... T.path =
//     remove_dot_segments(R.path)", and a result's path has had its dot
//     segments removed already, so removing them again changes nothing;
//   - rfc1630 with samescheme=absolute: "If the scheme parts are
//     different, the whole absolute URI must be given", and this option
//     keeps a same-scheme URI "as written" too.
//
// Where it does not hold, nothing is asserted: each of the loophole
// readings takes the result, whose scheme is the base's, as relative
// again, and a base whose path is relative then merges it twice. RFC 1630
// by default ("Otherwise, the scheme is omitted"): "g" in magic:x/y gives
// magic:x/g, which gives magic:x/x/g. RFC 1808 with samescheme=relative
// (Section 5.2, "some older parsers allow the scheme name to be present in
// a relative URL if it is the same as the base URL scheme"): "g" against
// http:b/c gives http:b/g, then http:b/b/g. RFC 3986 with strict=false
// ("if ((not strict) and (R.scheme == Base.scheme)) then
// undefine(R.scheme)"): "g" against foo:a/b gives foo:a/g, then foo:a/a/g.
// TestNotIdempotent checks these counterexamples, so that the comment
// stays true.
var idempotent = []struct{ name, option string }{
	{"draft01", ""},
	{"draft01", "fragments=none"},
	{"rfc1808", ""},
	{"rfc2396", ""},
	{"rfc2396", "samedoc=keep"},
	{"rfc2396", "dotdot=drop"},
	{"rfc2396", "dotdot=reject"},
	{"rfc2396", "ipv6=true"},
	{"rfc2396", "samescheme=relative"},
	{"rfc3986", ""},
	{"rfc1630", "samescheme=absolute"},
}

// TestResolvingTwiceIsStable resolves every published example (the
// matrix's bases and references) and generated pairs, then resolves the
// result again against the same base, under each configuration of
// idempotent.
func TestResolvingTwiceIsStable(t *testing.T) {
	m, err := matrix.ReadFile(matrixFile)
	require.NoError(t, err)
	type pair struct{ base, ref string }
	var pairs []pair
	for _, row := range m.Rows {
		pairs = append(pairs, pair{row.Base, row.Ref})
	}
	rng := props(5)
	for range propertyCases {
		base, _ := genBase(rng)
		if rng.IntN(4) == 0 {
			base = []string{"foo:a/b", "foo:", "foo:/", "http://a", "http:/b/c", "magic://a/b/c//d/e/f", "g:h"}[rng.IntN(7)]
		}
		pairs = append(pairs, pair{base, genRelative(rng)})
	}
	for _, c := range idempotent {
		var opts []string
		if c.option != "" {
			opts = append(opts, c.option)
		}
		d, err := Get(c.name, opts...)
		require.NoError(t, err)
		checked := 0
		for _, p := range pairs {
			once, err := dialect.ResolveString(d, p.base, p.ref)
			if err != nil {
				continue // an error, e.g. dotdot=reject: nothing to resolve again
			}
			twice, err := dialect.ResolveString(d, p.base, once)
			if assert.NoError(t, err, "%v: %q against %q = %q", d, p.ref, p.base, once) {
				assert.Equal(t, once, twice, "%v: %q against %q = %q, which resolves to %q", d, p.ref, p.base, once, twice)
			}
			checked++
		}
		assert.Greater(t, checked, len(pairs)/2, "%v", d)
	}
}

// TestNotIdempotent checks the counterexamples the comment of idempotent
// gives: under each loophole, resolving a result again changes it.
func TestNotIdempotent(t *testing.T) {
	for _, c := range []struct{ name, option, base, ref, once, twice string }{
		{"rfc1630", "", "magic:x/y", "g", "magic:x/g", "magic:x/x/g"},
		{"rfc1808", "samescheme=relative", "http:b/c", "g", "http:b/g", "http:b/b/g"},
		{"rfc3986", "strict=false", "foo:a/b", "g", "foo:a/g", "foo:a/a/g"},
	} {
		var opts []string
		if c.option != "" {
			opts = append(opts, c.option)
		}
		d, err := Get(c.name, opts...)
		require.NoError(t, err)
		once, err := dialect.ResolveString(d, c.base, c.ref)
		require.NoError(t, err)
		assert.Equal(t, c.once, once, "%v", d)
		twice, err := dialect.ResolveString(d, c.base, once)
		require.NoError(t, err)
		assert.Equal(t, c.twice, twice, "%v", d)
	}
}
