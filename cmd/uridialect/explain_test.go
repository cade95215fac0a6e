package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	dialectpkg "github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/docgen/matrix"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

var update = flag.Bool("update", false, "rewrite testdata/explain/*.golden and the console examples of README.md and docs/*.md from the current output")

// An explainCase is one published example under the dialect of the
// document that prints it.
type explainCase struct {
	dialect   string
	options   []string // KEY=VALUE
	base, ref string
	want      string // the answer the document prints; "" to take it from the matrix
}

// name identifies the case in its golden file.
func (c explainCase) name() string {
	s := strconv.Quote(c.base) + " " + strconv.Quote(c.ref)
	for _, o := range c.options {
		s += " -o " + o
	}
	return s
}

// alternatives are the second answers the documents print for their own
// examples, under the options that give them.
var alternatives = []explainCase{
	// RFC 2396, Appendix C.2, lines 1690-1694: "the above two references
	// will be interpreted as "http://a/g" by some implementations."
	{"rfc2396", []string{"dotdot=drop"}, "http://a/b/c/d;p?q", "../../../g", "http://a/g"},
	{"rfc2396", []string{"dotdot=drop"}, "http://a/b/c/d;p?q", "../../../../g", "http://a/g"},
	// RFC 2396, Appendix C.2, line 1749: "http://a/b/c/g ; for backwards
	// compatibility".
	{"rfc2396", []string{"samescheme=relative"}, "http://a/b/c/d;p?q", "http:g", "http://a/b/c/g"},
	// RFC 3986, Section 5.4.2, line 2063: "http://a/b/c/g" ; for backward
	// compatibility".
	{"rfc3986", []string{"strict=false"}, "http://a/b/c/d;p?q", "http:g", "http://a/b/c/g"},
}

// explainCases returns every published example of the matrix under the
// dialect of each document that prints it, then the alternatives, grouped
// by dialect.
func explainCases(t *testing.T) (map[string][]explainCase, *matrix.Matrix) {
	m, err := matrix.ReadFile("../../testdata/matrix.txt")
	require.NoError(t, err)
	out := map[string][]explainCase{}
	seen := map[string]bool{}
	for _, row := range m.Rows {
		for _, src := range row.Sources {
			c := explainCase{dialect: src.Dialect(), base: row.Base, ref: row.Ref}
			require.NotEmpty(t, c.dialect, "matrix.txt:%d: source %s", row.Line, src)
			if key := c.dialect + " " + c.name(); !seen[key] {
				seen[key] = true
				out[c.dialect] = append(out[c.dialect], c)
			}
		}
	}
	for _, c := range alternatives {
		out[c.dialect] = append(out[c.dialect], c)
	}
	// The URL Standard's own examples, which are not rows of the matrix,
	// with the answers it prints (those that are not failures).
	examples, err := dialecttest.ReadCases("../../whatwg/testdata/examples.txt")
	require.NoError(t, err)
	for _, c := range examples {
		if !c.WantErr {
			out["whatwg"] = append(out["whatwg"], explainCase{dialect: "whatwg", base: c.Base, ref: c.Ref, want: c.Want})
		}
	}
	// A client profile has no published examples: its cases are those of
	// its table traced to its source, clients/CLIENT/testdata/resolve.txt.
	for _, d := range m.Clients {
		dd, err := engine.Lookup(d)
		require.NoError(t, err)
		cases, err := dialecttest.ReadCases(dialecttest.Table("../..", dd, "resolve.txt"))
		require.NoError(t, err)
		for _, c := range cases {
			if c.WantErr {
				continue
			}
			ec := explainCase{dialect: d, base: c.Base, ref: c.Ref, want: c.Want}
			for _, o := range c.Options {
				ec.options = append(ec.options, o.Key+"="+o.Value)
			}
			out[d] = append(out[d], ec)
		}
	}
	return out, m
}

var stepLine = regexp.MustCompile(`^ *[0-9]+\. (.*)$`)

// TestExplainGoldens runs "uridialect explain" on every published example
// under the dialect of its document and compares the trace with
// testdata/explain/DIALECT.golden (go test -run TestExplainGoldens -update
// rewrites them). It also checks that each trace ends in the matrix's
// answer and that every step cites the dialect's own document.
func TestExplainGoldens(t *testing.T) {
	cases, m := explainCases(t)
	require.Len(t, cases, len(m.Dialects), "every dialect has published examples")
	for _, d := range m.Dialects {
		t.Run(d, func(t *testing.T) {
			path := filepath.Join("testdata", "explain", d+".golden")
			var blocks []block
			for _, c := range cases[d] {
				args := []string{"explain", "-d", c.dialect}
				for _, o := range c.options {
					args = append(args, "-o", o)
				}
				out, stderr, status := cli(t, "", append(args, c.base, c.ref)...)
				text := out
				if status != exitOK {
					text += fmt.Sprintf("exit status %d\n%s", status, stderr)
				}
				blocks = append(blocks, block{c.name(), text})

				want := c.want
				if want == "" {
					want = matrixAnswer(t, m, d, c.base, c.ref)
				}
				assert.True(t, strings.HasSuffix(out, "\nresult: "+want+"\n"), "%s %s: the trace must end in %q:\n%s", d, c.name(), want, out)
				doc := documentOf(d)
				// The version option names the release cited.
				if release, ok := citedRelease[d]; ok {
					for _, o := range c.options {
						if v, ok := strings.CutPrefix(o, "version="); ok && v != release.dflt {
							doc = release.prefix + v
						}
					}
				}
				for _, line := range strings.Split(out, "\n") {
					if sm := stepLine.FindStringSubmatch(line); sm != nil {
						assert.True(t, strings.HasPrefix(sm[1], doc+", "), "%s %s: step cites another document: %s", d, c.name(), line)
					}
				}
			}
			if *update {
				require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
				require.NoError(t, os.WriteFile(path, formatBlocks(blocks), 0o644))
				return
			}
			golden, err := readBlocks(path)
			require.NoError(t, err, "run go test ./cmd/uridialect -run TestExplainGoldens -update")
			goldenByName := map[string]string{}
			for _, b := range golden {
				goldenByName[b.name] = b.text
			}
			for _, b := range blocks {
				g, ok := goldenByName[b.name]
				if !ok {
					t.Errorf("%s: no block <<< %s (run with -update)", path, b.name)
					continue
				}
				assert.Equal(t, g, b.text, "%s: <<< %s", path, b.name)
				delete(goldenByName, b.name)
			}
			for name := range goldenByName {
				t.Errorf("%s: block <<< %s is no published example (run with -update)", path, name)
			}
		})
	}
}

func matrixAnswer(t *testing.T, m *matrix.Matrix, dialect, base, ref string) string {
	t.Helper()
	for _, row := range m.Rows {
		if row.Base == base && row.Ref == ref {
			c, ok := row.Cell(dialect)
			require.True(t, ok)
			require.False(t, c.Err, "published examples resolve")
			return c.Result
		}
	}
	t.Fatalf("(%q, %q) is not in the matrix", base, ref)
	return ""
}

// documentOf returns the document a dialect's steps cite.
func documentOf(dialect string) string {
	if d, err := engine.Lookup(dialect); err == nil && engine.IsClient(d) {
		// A client's steps cite its source ("NCSA Mosaic 2.7,
		// libwww2/HTParse.c, HTSimplify"): the client, as the first step
		// of a trace names it, must be the same in every step.
		if tr := dialectpkg.ResolveTrace(d, "http://a/b/c/d;p?q", "g"); len(tr.Steps) > 0 {
			return tr.Steps[0].Rule.Doc
		}
	}
	switch dialect {
	case "draft01":
		return "draft-ietf-uri-relative-url-01"
	case "whatwg":
		return "URL Standard"
	default:
		return "RFC " + strings.TrimPrefix(dialect, "rfc")
	}
}

// A block is one trace of a golden file, between the lines "<<< NAME" and
// ">>> NAME" (the form of go-cmp's testdata/diffs).
type block struct{ name, text string }

func formatBlocks(blocks []block) []byte {
	var b strings.Builder
	for i, bl := range blocks {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "<<< %s\n%s>>> %s\n", bl.name, bl.text, bl.name)
	}
	return []byte(b.String())
}

func readBlocks(path string) ([]block, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var (
		out  []block
		cur  *block
		text strings.Builder
		sc   = bufio.NewScanner(f)
		n    = 0
	)
	for sc.Scan() {
		n++
		line := sc.Text()
		switch {
		case cur == nil && strings.HasPrefix(line, "<<< "):
			cur = &block{name: strings.TrimPrefix(line, "<<< ")}
			text.Reset()
		case cur == nil && line == "":
		case cur == nil:
			return nil, fmt.Errorf("%s:%d: text outside a <<< block", path, n)
		case line == ">>> "+cur.name:
			cur.text = text.String()
			out = append(out, *cur)
			cur = nil
		default:
			text.WriteString(line + "\n")
		}
	}
	if cur != nil {
		return nil, fmt.Errorf("%s: block <<< %s has no >>> line", path, cur.name)
	}
	return out, sc.Err()
}

// citedRelease names, for a dialect whose version option changes the
// document its steps cite, the default version and the prefix of the
// document another version cites.
var citedRelease = map[string]struct{ dflt, prefix string }{
	"python15": {"1.5.2", "Python "},
	"wget1":    {"1.5.3", "GNU Wget "},
}
