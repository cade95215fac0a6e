package engine

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

func TestNamesMatchRegistry(t *testing.T) {
	assert.Equal(t, []string{"draft01", "heritrix", "libwwwperl5", "lynx2", "mosaic2", "msie3", "netscape4", "python15", "rfc1630", "rfc1808", "rfc2396", "rfc3986", "wget1", "whatwg"}, Names())
	assert.Equal(t, All(), append(Specifications(), Clients()...), "the specifications, then the clients")
	for _, d := range Specifications() {
		assert.False(t, IsClient(d), d.Name())
	}
	for _, d := range Clients() {
		assert.True(t, IsClient(d), d.Name())
	}
	for _, d := range All() {
		info := Info(d)
		assert.Equal(t, d.Name(), info.Name, "Info().Name of %s", d.Name())
		assert.NotEmpty(t, info.Document)
		assert.NotEmpty(t, info.Date)
		assert.NotEmpty(t, info.Title)
		assert.NotEmpty(t, info.Status)
		assert.NotEmpty(t, info.Parts)
		got, err := Lookup(d.Name())
		require.NoError(t, err)
		assert.Same(t, d, got)
	}
}

func TestLookupIsCaseInsensitive(t *testing.T) {
	d, err := Lookup("  RFC2396 ")
	require.NoError(t, err)
	assert.Equal(t, "rfc2396", d.Name())
}

func TestLookupUnknownListsKnown(t *testing.T) {
	_, err := Lookup("rfc2369")
	require.Error(t, err)
	assert.Equal(t, `engine: unknown dialect "rfc2369" (known: draft01, heritrix, libwwwperl5, lynx2, mosaic2, msie3, netscape4, python15, rfc1630, rfc1808, rfc2396, rfc3986, wget1, whatwg)`, err.Error())
}

func TestConfigureByName(t *testing.T) {
	d, err := Get("rfc2396", "dotdot=drop")
	require.NoError(t, err)
	got, err := dialect.ResolveString(d, "http://a/b/c/d;p?q", "../../../g")
	require.NoError(t, err)
	assert.Equal(t, "http://a/g", got)

	// The default is untouched: options give a new dialect.
	got, err = dialect.ResolveString(All()[3], "http://a/b/c/d;p?q", "../../../g")
	require.NoError(t, err)
	assert.Equal(t, "http://a/../g", got)
}

func TestConfigureErrors(t *testing.T) {
	for _, tc := range []struct{ name, opt, want string }{
		{"rfc2396", "dotdot", `want KEY=VALUE`},
		{"rfc2396", "nosuch=1", `nosuch`},
		{"rfc2396", "dotdot=sideways", `sideways`},
	} {
		_, err := Get(tc.name, tc.opt)
		require.Error(t, err, tc.opt)
		assert.Contains(t, err.Error(), tc.want)
	}
}

func TestCompare(t *testing.T) {
	c := Compare("http://a/b/c/d;p?q", "?y")
	require.Len(t, c.Results, len(All()))
	byName := map[string]Result{}
	for _, r := range c.Results {
		byName[r.Dialect] = r
	}
	assert.Equal(t, "http://a/b/c/?y", byName["rfc2396"].Result)
	assert.Equal(t, "http://a/b/c/d;p?y", byName["rfc3986"].Result)
	assert.False(t, c.Agree())
	for i, r := range c.Results {
		assert.Equal(t, r.Answer() != byName["rfc3986"].Answer(), c.Differs(i, "rfc3986"), r.Dialect)
	}
	assert.True(t, Compare("http://a/b/c/d;p?q", "g:h", Specifications()...).Agree())
	// Navigator knew no scheme "g": to it "g:h" was a relative path.
	assert.False(t, Compare("http://a/b/c/d;p?q", "g:h").Agree())
}

func runBatch(t *testing.T, name, in string, opts ...string) (string, Stats) {
	t.Helper()
	d, err := Get(name, opts...)
	require.NoError(t, err)
	var out bytes.Buffer
	st, err := (&Batch{Dialect: d}).Run(strings.NewReader(in), &out)
	require.NoError(t, err)
	return out.String(), st
}

func TestBatchFraming(t *testing.T) {
	in := "http://a/b/c/d;p?q\tg\r\n" + // CRLF line end
		"\n" + // empty line
		"no tab here\n" +
		"http://a/b\tg\th\n" + // two TABs
		"http://a/b/c/d;p?q\t../x\\y\n" + // backslash is escaped on output
		"http://a/b/c/d;p?q\t#" // last line without LF
	out, st := runBatch(t, "rfc3986", in)
	want := "http://a/b/c/d;p?q\tg\thttp://a/b/c/g\t\n" +
		"\t\t\tline 2: empty line: want base<TAB>reference\n" +
		"no tab here\t\t\tline 3: no TAB: want base<TAB>reference\n" +
		"http://a/b\tg\\th\t\tline 4: second TAB at byte 12: want exactly one TAB, between base and reference\n" +
		"http://a/b/c/d;p?q\t../x\\\\y\thttp://a/b/x\\\\y\t\n" +
		"http://a/b/c/d;p?q\t#\thttp://a/b/c/d;p?q#\t\n"
	assert.Equal(t, want, out)
	assert.Equal(t, Stats{Lines: 6, Failed: 3}, st)
}

func TestBatchLongLine(t *testing.T) {
	d, err := Lookup("rfc3986")
	require.NoError(t, err)
	long := "http://a/\t" + strings.Repeat("x", 100)
	in := long + "\nhttp://a/\tg\n"
	var out bytes.Buffer
	st, err := (&Batch{Dialect: d, MaxLine: 50}).Run(strings.NewReader(in), &out)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	require.Len(t, lines, 2)
	assert.Contains(t, lines[0], "line 1: 110 bytes, longer than the limit of 50")
	assert.Equal(t, "http://a/\tg\thttp://a/g\t", lines[1])
	assert.Equal(t, Stats{Lines: 2, Failed: 1}, st)
}

func TestBatchLinesLongerThanTheReadBuffer(t *testing.T) {
	ref := strings.Repeat("seg/", 50000) // 200 KB, several reader buffers
	out, st := runBatch(t, "rfc3986", "http://a/\t"+ref+"\n")
	assert.Equal(t, 0, st.Failed)
	assert.Equal(t, "http://a/\t"+ref+"\thttp://a/"+ref+"\t\n", out)
}
