package output

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/migrate"
)

// With more inputs than bars, the chart shows the maxBars with the most
// changed links and one bar "other" holding the rest, and says so.
func TestInputChartOther(t *testing.T) {
	inputs := map[string]migrate.Count{}
	total := migrate.Count{}
	for i := range 25 {
		c := migrate.Count{Links: 100, Changed: i}
		inputs[fmt.Sprintf("/data/crawl/part-%02d.warc.gz", i)] = c
		total.Links += c.Links
		total.Changed += c.Changed
	}
	c := inputChart(inputs)
	assert.Contains(t, c.Note, "Inputs under /data/crawl/.")
	assert.Contains(t, c.Note, "the other 15 are one bar")
	svg := string(c.SVG)
	assert.Equal(t, maxBars+1, strings.Count(svg, "<rect"))
	assert.Contains(t, svg, ">part-24.warc.gz<", "the most changed first, its folder left out")
	assert.NotContains(t, svg, ">part-14.warc.gz<")
	rest := 0
	for i := range 15 {
		rest += i
	}
	assert.Contains(t, svg, ">other (15 inputs)<")
	assert.Contains(t, svg, fmt.Sprintf(">%d of 1500 (%s)<", rest, percentOf(rest, 1500)))
}

func TestCommonFolder(t *testing.T) {
	for names, want := range map[string]string{
		"/a/b/x.warc /a/b/y.warc": "/a/b/",
		"/a/b/x.warc /a/c/y.warc": "/a/",
		"/a/x /b/y":               "/",
		"x.warc y.warc":           "",
		"../t/m/s.warc.gz /tmp/x": "",
		"/a/b/only.html":          "/a/b/",
		"1997/lynx_help 1996/a":   "",
	} {
		assert.Equal(t, want, commonFolder(strings.Fields(names)), names)
	}
}

func TestShortLabel(t *testing.T) {
	long := "/home/archivist/collections/geocities/neighborhoods/athens/1234/index.html"
	got := shortLabel(long)
	assert.Equal(t, maxLabel, len([]rune(got)))
	assert.True(t, strings.HasPrefix(got, "…") && strings.HasSuffix(long, strings.TrimPrefix(got, "…")), got)
	assert.Equal(t, "rfc1808 → whatwg", shortLabel("rfc1808 → whatwg"))
	assert.Equal(t, "fors\uFFFDk", shortLabel("fors\xF8k"), "a label is text")
}

// The year chart has a bar for every year from the first to the last and
// for "unknown"; the last keeps its label when others lose theirs.
func TestYearChartEveryYear(t *testing.T) {
	years := map[string]migrate.Count{"1994": {Links: 10, Changed: 1}, "2024": {Links: 10, Changed: 2}, "unknown": {Links: 3, Changed: 3}}
	svg := string(yearChart(years).SVG)
	assert.Equal(t, 2024-1994+2, strings.Count(svg, "<rect"))
	assert.Contains(t, svg, ">unknown</text>")
	assert.Contains(t, svg, ">1994</text>")
	assert.Less(t, strings.Count(svg, `class="year"`), 2024-1994+2, "not every year labelled at this width")
	c := yearChart(nil)
	require.Empty(t, c.SVG)
	assert.NotEmpty(t, c.Empty)
}

// Thirteen years and "unknown": the year labels are thinned, the counts
// above the bars (one or two digits) are not, so that a bar such as
// 1997's keeps the count the chart's note promises.
func TestYearChartFigures(t *testing.T) {
	years := map[string]migrate.Count{"unknown": {Links: 40, Changed: 29}}
	for y := 1994; y <= 2006; y++ {
		years[strconv.Itoa(y)] = migrate.Count{Links: 20, Changed: y - 1990}
	}
	svg := string(yearChart(years).SVG)
	assert.Less(t, strings.Count(svg, `class="year"`), 14, "not every year labelled at this width")
	assert.Equal(t, 14, strings.Count(svg, `class="value"`), "every count above its bar")
	assert.Contains(t, svg, `dy="-3">7</text>`, "1997's count")
}
