package migrate

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
