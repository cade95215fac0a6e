package migrate

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/document"
)

// TestJDKDemoRewrites migrates the JDK's applet demo pages
// (testdata/migrate/jdk-demo), as shipped and as a page that embedded a
// demo from its folder wrote them (a CODEBASE without a final "/"), from
// rfc2396 to whatwg and rfc3986: no rewrite writes an absolute URL into
// CODE or CLASSID, or changes CODE or ARCHIVE at all; under a CODEBASE the
// links that differ have the cause codebase, and the rewrite makes the
// CODEBASE absolute, with the "/" the Java runtime added, under which CODE
// and ARCHIVE read what the applet loaded.
func TestJDKDemoRewrites(t *testing.T) {
	const dir = "../testdata/migrate/jdk-demo"
	pages, err := filepath.Glob(filepath.Join(dir, "*-example1.html"))
	require.NoError(t, err)
	require.Len(t, pages, 4)
	embedded := t.TempDir()
	var inputs []string
	for _, p := range pages {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		name := strings.TrimSuffix(filepath.Base(p), "-example1.html")
		out := filepath.Join(embedded, filepath.Base(p))
		b = regexp.MustCompile(`(?i)<applet `).ReplaceAll(b, []byte(`<applet codebase="demo/`+name+`" `))
		require.NoError(t, os.WriteFile(out, b, 0o644))
		inputs = append(inputs, p, out)
	}
	s, rows, docs := migrateAll(t, "rfc2396", inputs...)
	require.True(t, s.Balanced(), s.Accounting())

	classNames, underCodebase := 0, 0
	for _, r := range rows {
		if r.Element != "applet" {
			continue
		}
		if r.Attribute == "code" {
			classNames++
		}
		if r.Attribute == "codebase" || filepath.Dir(r.File) != embedded {
			continue
		}
		underCodebase++
		assert.Equal(t, Differs, r.Verdict, "%s %s", r.Attribute, r.Raw)
		assert.Equal(t, "codebase", r.Cause, "%s %s", r.Attribute, r.Raw)
		name := strings.TrimSuffix(filepath.Base(r.File), "-example1.html")
		assert.True(t, strings.HasSuffix(r.Rewrite, "/demo/"+name+"/"), "the rewrite is the absolute CODEBASE: %s", r.Rewrite)
		assert.True(t, strings.HasPrefix(r.TargetThen, r.Rewrite), "%s under %s", r.TargetThen, r.Rewrite)
	}
	assert.Equal(t, 12, classNames, "the six applets' CODE, as shipped and embedded")
	assert.Equal(t, 8, underCodebase, "CODE and ARCHIVE of the embedded applets")

	code := regexp.MustCompile(`(?i)\s(code|classid|archive)=("[^"]*"|\S+)`)
	codebase := regexp.MustCompile(`(?i)codebase="([^"]*)"`)
	require.Len(t, docs, 4, "the embedded pages are rewritten, the pages as shipped need not be")
	for key, doc := range docs {
		orig, err := os.ReadFile(key[:strings.LastIndexByte(key, '@')])
		require.NoError(t, err)
		assert.Equal(t, code.FindAllString(string(orig), -1), code.FindAllString(string(doc), -1), "CODE and ARCHIVE kept: %s", key)
		for _, m := range codebase.FindAllStringSubmatch(string(doc), -1) {
			assert.Regexp(t, `^file:///.*/demo/[A-Za-z]+/$`, m[1], key)
		}
	}
}

// TestJDK11DemoRewrites migrates the demo folder of JDK 1.1.3 (1997,
// testdata/migrate/jdk-1.1-demo) with its manifest (a URL and a date of
// 1997, so "auto" reads it with rfc1808) to whatwg and rfc3986. No
// rewrite writes an absolute URL into CODE, CLASSID or ARCHIVE: every
// link of an APPLET or OBJECT read against a CODEBASE keeps its value;
// where such a link differs its cause is codebase, and its rewrite is
// the CODEBASE made absolute, with the "/" the applet viewer added, which
// the rewritten page carries.
func TestJDK11DemoRewrites(t *testing.T) {
	const dir = "../testdata/migrate/jdk-1.1-demo"
	m, err := ReadManifest(filepath.Join(dir, "manifest.tsv"))
	require.NoError(t, err)
	cfg := testConfig(t, "auto")
	cfg.Manifest = m
	// The folder as migrate reads a collection: every file under it.
	coll, err := archive.Collect(m.Inputs(), nil)
	require.NoError(t, err)
	defer coll.Close()
	var inputs []string
	for _, in := range coll.Inputs {
		require.NoError(t, in.Err, in.Name)
		inputs = append(inputs, in.Name)
	}
	c := &collector{docs: map[string][]byte{}}
	s, err := Drive(context.Background(), inputs, Options{Config: cfg, Workers: 2, Open: coll.OpenRaw}, c)
	require.NoError(t, err)
	require.True(t, s.Balanced(), s.Accounting())
	require.Equal(t, 64, s.Records.Migrated, s.Accounting())

	// The links read against a CODEBASE, by file and offset.
	underCodebase := map[string]bool{}
	files := map[string]bool{}
	for _, r := range c.rows {
		files[r.File] = true
	}
	for f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, l := range document.NewExtractor(b).All() {
			if l.Base == document.CodebaseBase && l.Codebase != nil {
				underCodebase[fmt.Sprintf("%s@%d", f, l.Offset)] = true
			}
		}
	}

	classNames, differ := 0, 0
	for _, r := range c.rows {
		assert.True(t, strings.HasPrefix(r.Date, "1997-07-01"), "the manifest's date: %s", r.Date)
		assert.Equal(t, "rfc1808", r.From, "auto reads 1997 as rfc1808")
		if className(&document.Link{Element: r.Element, Attr: r.Attribute}) {
			classNames++
		}
		if !underCodebase[fmt.Sprintf("%s@%d", r.File, r.Offset)] {
			continue
		}
		if r.Verdict != Differs {
			assert.Empty(t, r.Rewrite, "%s %s %s", r.File, r.Attribute, r.Raw)
			continue
		}
		differ++
		assert.Equal(t, "codebase", r.Cause, "%s %s %s", r.File, r.Attribute, r.Raw)
		assert.Regexp(t, `^http://www\.example\.com/jdk1\.1\.3/demo/.*/$`, r.Rewrite, "the CODEBASE made absolute, its final /: %s %s", r.File, r.Raw)
		assert.True(t, strings.HasPrefix(r.TargetThen, r.Rewrite), "%s under %s", r.TargetThen, r.Rewrite)
	}
	assert.Equal(t, 68, classNames, "the CODE of the 68 APPLETs outside comments")
	assert.Equal(t, 6, differ, "the CODE of the clock and the five i18n demos, whose CODEBASE has no final /")

	// The rewritten pages: CODE, ARCHIVE, CLASSID and DATA as written;
	// a CODEBASE as written or made absolute with its final "/".
	require.NotEmpty(t, c.docs)
	for key, doc := range c.docs {
		orig, err := os.ReadFile(key[:strings.LastIndexByte(key, '@')])
		require.NoError(t, err)
		before, after := javaLinks(orig), javaLinks(doc)
		require.Len(t, after, len(before), key)
		for i, l := range after {
			if l.Attr != "codebase" {
				assert.Equal(t, string(before[i].Value), string(l.Value), "%s: %s %s kept", key, l.Element, l.Attr)
				assert.False(t, hasScheme(string(l.Value)), "%s: %s %s not absolute", key, l.Element, l.Attr)
			} else if string(l.Value) != string(before[i].Value) {
				assert.Regexp(t, `^http://www\.example\.com/jdk1\.1\.3/demo/.*/$`, string(l.Value), key)
			}
		}
	}
	clock := c.docs[filepath.Join(dir, "demo", "Clock", "index.html")+"@0"]
	assert.Contains(t, string(clock), `<applet codebase="http://www.example.com/jdk1.1.3/demo/Clock/1.0.2/" code="Clock2.class" width=170 height=150>`)
}

// javaLinks returns the links of doc's APPLET and OBJECT elements.
func javaLinks(doc []byte) []document.Link {
	var out []document.Link
	for _, l := range document.NewExtractor(doc).All() {
		if l.Element == "applet" || l.Element == "object" {
			out = append(out, l)
		}
	}
	return out
}

// hasScheme reports a reference that begins with a scheme (RFC 3986,
// Section 3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":").
func hasScheme(ref string) bool {
	for i := 0; i < len(ref); i++ {
		c := ref[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		case i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return true
		default:
			return false
		}
	}
	return false
}
