package fit

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/engine"
)

// A probe tells apart every two configurations that some reference of
// the pool tells apart, and its classes are exactly the configurations
// that answer the whole pool alike.
func TestProbeSeparates(t *testing.T) {
	for _, base := range []string{DefaultBase, "magic://a/b/c//d/e/f", "http://a/b/"} {
		configs := engine.Configurations(engine.SchemeOf(base))
		p, err := NewProbe(base, configs)
		require.NoError(t, err)
		classOf := make([]int, len(configs))
		for k, cl := range p.Classes {
			for _, c := range cl {
				classOf[c] = k
			}
		}
		for a := range configs {
			for b := range a {
				samePool := true
				for _, ref := range pool {
					o := Observation{Base: base, Ref: ref}
					ta, ea := Answer(configs[a], o)
					tb, eb := Answer(configs[b], o)
					if (ea != nil) != (eb != nil) || ea == nil && ta != tb {
						samePool = false
						break
					}
				}
				sameProbe := true
				for i := range p.Refs {
					if p.Expected(i, a) != p.Expected(i, b) {
						sameProbe = false
					}
				}
				assert.Equal(t, samePool, classOf[a] == classOf[b], "%s, %s: one class", configs[a].Name(), configs[b].Name())
				assert.Equal(t, samePool, sameProbe, "%s, %s: the probe against %s", configs[a].Name(), configs[b].Name(), base)
			}
		}
		t.Logf("base %s: %d configurations, %d classes, %d references", base, len(configs), len(p.Classes), len(p.Refs))
	}
}

// The RFC 1630 base of many slashes tells its slashes options apart,
// which the RFC 1808 base cannot.
func TestProbeBaseMatters(t *testing.T) {
	configs := []engine.Config{mustConfig(t, "rfc1630"), mustConfig(t, "rfc1630 -o slashes=literal")}
	p, err := NewProbe(DefaultBase, configs)
	require.NoError(t, err)
	assert.Len(t, p.Classes, 1)
	assert.Empty(t, p.Refs)
	p, err = NewProbe("magic://a/b/c//d/e/f", configs)
	require.NoError(t, err)
	assert.Len(t, p.Classes, 2)
	assert.NotEmpty(t, p.Refs)
}

func TestProbeTSVAndHTML(t *testing.T) {
	configs := []engine.Config{mustConfig(t, "rfc1808"), mustConfig(t, "rfc2396"), mustConfig(t, "rfc3986")}
	p, err := NewProbe(DefaultBase, configs)
	require.NoError(t, err)
	require.NotEmpty(t, p.Refs)

	var tsv strings.Builder
	require.NoError(t, p.WriteTSV(&tsv))
	lines := strings.Split(strings.TrimSuffix(tsv.String(), "\n"), "\n")
	require.Len(t, lines, len(p.Refs))
	for i, l := range lines {
		assert.Equal(t, DefaultBase+"\t"+p.Refs[i], l)
	}

	var page strings.Builder
	require.NoError(t, p.WriteHTML(&page))
	doc := page.String()
	assert.Contains(t, doc, `<base href="http://a/b/c/d;p?q">`)
	links := regexp.MustCompile(`<a class="probe" href="([^"]*)">`).FindAllStringSubmatch(doc, -1)
	require.Len(t, links, len(p.Refs))
	for i, l := range links {
		assert.Equal(t, p.Refs[i], html.UnescapeString(l[1]))
		for c := range configs {
			assert.Contains(t, doc, "<td><code>"+html.EscapeString(p.Expected(i, c))+"</code></td>")
		}
	}
	for _, c := range configs {
		assert.Contains(t, doc, "<dd><code>"+c.Name()+"</code></dd>")
	}
	assert.NotRegexp(t, `(?i)<(link|img|iframe|object|embed|style)|src=|url\(`, doc, "nothing loaded from elsewhere")
}

func TestProbeNoConfigs(t *testing.T) {
	_, err := NewProbe(DefaultBase, nil)
	assert.Error(t, err)
}
