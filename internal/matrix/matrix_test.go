package matrix

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const small = `# a comment
@base "http://a/b/c/d;p?q"
# sources: RFC 2396 C.1 line 1652; RFC 3986 5.4.1 line 1980
";x"	rfc1808="http://a/b/c/d;x"	rfc2396="http://a/b/c/;x"
# sources: RFC 2396 C.1 line 1642
"g"	rfc1808="http://a/b/c/g"	rfc2396="http://a/b/c/g"
@base "/no/scheme"
# sources: RFC 1630 Examples line 606 (as line 592)
"g"	rfc1808=error	rfc2396="x|y"
`

func TestRead(t *testing.T) {
	m, err := Read(strings.NewReader(small), "small")
	require.NoError(t, err)
	assert.Equal(t, []string{"rfc1808", "rfc2396"}, m.Dialects)
	require.Len(t, m.Rows, 3)
	r := m.Rows[0]
	assert.Equal(t, 4, r.Line)
	assert.Equal(t, "http://a/b/c/d;p?q", r.Base)
	assert.Equal(t, ";x", r.Ref)
	assert.Equal(t, []Source{{"RFC 2396", "C.1", 1652, ""}, {"RFC 3986", "5.4.1", 1980, ""}}, r.Sources)
	assert.Equal(t, "rfc3986", r.Sources[1].Dialect())
	assert.True(t, r.Differs())
	assert.False(t, m.Rows[1].Differs())
	last := m.Rows[2]
	assert.Equal(t, "/no/scheme", last.Base)
	assert.Equal(t, Source{"RFC 1630", "Examples", 606, "(as line 592)"}, last.Sources[0])
	assert.Equal(t, "RFC 1630 Examples line 606 (as line 592)", last.Sources[0].String())
	assert.True(t, last.Cells[0].Err)
	assert.Equal(t, Error, last.Cells[0].Answer())
	c, ok := last.Cell("rfc2396")
	require.True(t, ok)
	assert.Equal(t, "x|y", c.Result)
}

func TestReadErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"# sources: RFC 1808 5.1 line 1\n\"g\"\ta=\"x\"\n", "row before any @base"},
		{"@base \"b\"\n\"g\"\ta=\"x\"\n", "without a # sources"},
		{"@base \"b\"\n# sources: RFC 9999 1 line 1\n\"g\"\ta=\"x\"\n", "want DOCUMENT SECTION line N"},
		{"@base \"b\"\n# sources: RFC 1808 5.1 line x\n\"g\"\ta=\"x\"\n", "want DOCUMENT SECTION line N"},
		{"@base b\n", "Go-quoted"},
		{"@nope\n", "unknown directive"},
		{"@base \"b\"\n# sources: RFC 1808 5.1 line 1\ng\ta=\"x\"\n", "Go-quoted"},
		{"@base \"b\"\n# sources: RFC 1808 5.1 line 1\n\"g\"\ta=x\n", "Go-quoted result or error"},
		{"@base \"b\"\n# sources: RFC 1808 5.1 line 1\n\"g\"\t\"x\"\n", "NAME=RESULT"},
		{"@base \"b\"\n# sources: RFC 1808 5.1 line 1\n\"g\"\n", "without cells"},
		{"@base \"b\"\n# sources: RFC 1808 5.1 line 1\n\"g\"\ta=\"x\"\n# sources: RFC 1808 5.1 line 2\n\"h\"\tb=\"x\"\n", "columns"},
		{"@base \"b\"\n# sources: RFC 1808 5.1 line 1\n\"g\"\ta=\"x\"\n# sources: RFC 1808 5.1 line 2\n\"g\"\ta=\"x\"\n", "already at line 3"},
		{"@base \"b\"\n# sources: RFC 1808 5.1 line 1\n# sources: RFC 1808 5.1 line 1\n", "two sources lines"},
		{"@base \"b\"\n# sources: RFC 1808 5.1 line 1\n", "without a row after it"},
	} {
		_, err := Read(strings.NewReader(tc.text), "t")
		if assert.Error(t, err, "%q", tc.text) {
			assert.Contains(t, err.Error(), tc.want, "%q", tc.text)
		}
	}
}

const smallRules = `# rules
change: rfc1808 -> rfc2396
refs: ";x"
old: RFC 1808, Section 4, step 5
new: RFC 2396, Section 5.2, step 6
why: first line
 continued
`

func TestRulesAndRender(t *testing.T) {
	m, err := Read(strings.NewReader(small), "small")
	require.NoError(t, err)
	rules, err := ReadRules(strings.NewReader(smallRules), "rules")
	require.NoError(t, err)
	require.Len(t, rules, 1)
	assert.Equal(t, Rule{Line: 2, From: "rfc1808", To: "rfc2396", Refs: []string{";x"},
		Old: "RFC 1808, Section 4, step 5", New: "RFC 2396, Section 5.2, step 6", Why: "first line continued"}, rules[0])

	// The third row differs too (error against "x|y"), with no rule.
	err = Check(m, rules)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `line 9: "g" against "/no/scheme": rfc1808 error -> rfc2396 "x|y": no rule`)
	_, err = Render(m, rules)
	assert.Error(t, err)

	m.Rows = m.Rows[:2]
	require.NoError(t, Check(m, rules))
	doc, err := Render(m, rules)
	require.NoError(t, err)
	s := string(doc)
	assert.True(t, strings.HasPrefix(s, Header+"\n"))
	assert.Contains(t, s, "| `\";x\"` | `http://a/b/c/d;x` | **`http://a/b/c/;x`** |")
	assert.Contains(t, s, "- **rfc1808 → rfc2396** (`http://a/b/c/d;x` → `http://a/b/c/;x`): RFC 1808, Section 4, step 5, against RFC 2396, Section 5.2, step 6.\n  first line continued\n")
	assert.Contains(t, s, "published in RFC 2396 C.1 line 1652; RFC 3986 5.4.1 line 1980")
	assert.Contains(t, s, "Every dialect agrees on the other 1 published references: `\"g\"` = `http://a/b/c/g`.")

	// A rule must name a change of the matrix, between neighbours, citing
	// their documents.
	for _, tc := range []struct{ rules, want string }{
		{strings.Replace(smallRules, `";x"`, `";x" "g"`, 1), `"g": no such change`},
		{strings.Replace(smallRules, "rfc1808 -> rfc2396", "rfc2396 -> rfc1808", 1), "next to each other"},
		{strings.Replace(smallRules, "old: RFC 1808", "old: RFC 1630", 1), "old must cite RFC 1808"},
		{strings.Replace(smallRules, `refs: ";x"`, "refs: \";x\"\nbase: \"http://other/\"", 1), "no rule"},
	} {
		rules, err := ReadRules(strings.NewReader(tc.rules), "rules")
		require.NoError(t, err)
		err = Check(m, rules)
		if assert.Error(t, err, tc.rules) {
			assert.Contains(t, err.Error(), tc.want)
		}
	}
}

func TestReadRulesErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"refs: \"x\"\n", "starts with change:"},
		{"change: a b\n", "FROM -> TO"},
		{"change: a -> b\nchange: a -> b\n", "second change"},
		{"change: a -> b\nold: x\nnew: y\nwhy: z\n", "without refs"},
		{"change: a -> b\nrefs: \"x\"\n", "needs old, new and why"},
		{"change: a -> b\nrefs: x\n", "Go-quoted"},
		{"change: a -> b\nbase: x\n", "Go-quoted"},
		{"change: a -> b\nwho: x\n", "unknown field"},
		{" continued\n", "continuation line"},
		{"change: a -> b\nnonsense\n", "KEY: VALUE"},
	} {
		_, err := ReadRules(strings.NewReader(tc.text), "t")
		if assert.Error(t, err, "%q", tc.text) {
			assert.Contains(t, err.Error(), tc.want, "%q", tc.text)
		}
	}
}

const withClients = `@client mosaic2 NCSA Mosaic 2.x
@base "http://a/b/c/d;p?q"
# sources: RFC 2396 C.1 line 1642
"g"	rfc1808="http://a/b/c/g"	rfc2396="http://a/b/c/g"	mosaic2="http://a/b/c/g"
# sources: RFC 2396 C.1 line 1652
"."	rfc1808="http://a/b/c/"	rfc2396="http://a/b/c/"	mosaic2="http://a/b/c"
`

// TestClients: a client's column takes no part in Differs, Changes or
// Check (its answers are no rule change of the specifications), and the
// rendered document gives it a table of its own under each base, beside
// rfc1808, with its differing answers in bold.
func TestClients(t *testing.T) {
	m, err := Read(strings.NewReader(withClients), "clients")
	require.NoError(t, err)
	assert.Equal(t, []string{"rfc1808", "rfc2396", "mosaic2"}, m.Dialects)
	assert.Equal(t, []string{"mosaic2"}, m.Clients)
	assert.Equal(t, []string{"rfc1808", "rfc2396"}, m.Specifications())
	assert.Equal(t, "NCSA Mosaic 2.x", m.ClientDocs["mosaic2"])
	dot := m.Rows[1]
	assert.True(t, dot.Cells[2].Client)
	assert.False(t, dot.Differs(), "the specifications agree")
	assert.True(t, dot.ClientsDiffer("rfc1808"))
	assert.Empty(t, Changes(dot, nil))
	require.NoError(t, Check(m, nil))
	doc, err := Render(m, nil)
	require.NoError(t, err)
	assert.Contains(t, string(doc), "| mosaic2 | NCSA Mosaic 2.x |")
	assert.Contains(t, string(doc), "### What the clients gave against `http://a/b/c/d;p?q`")
	assert.Contains(t, string(doc), "| `\".\"` | `http://a/b/c/` | **`http://a/b/c`** |")
	assert.Contains(t, string(doc), "| `\"g\"` | `http://a/b/c/g` | `http://a/b/c/g` |")

	_, err = Read(strings.NewReader("@base \"b\"\n# sources: RFC 1808 5.1 line 1\n\"g\"\ta=\"x\"\n@client c C\n"), "late")
	assert.ErrorContains(t, err, "@client before the rows")
}
