package dialecttest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A Transcription counts what [CheckVerbatim] checked.
type Transcription struct {
	// Quotes is the number of quotes checked, by table (file name).
	Quotes map[string]int
	// Examples is the number of cases of the published tables checked
	// against the example they quote, under no @options, by @section.
	Examples map[string]int
	// Alternatives is the number of cases under @options checked
	// against the example they quote, by @section.
	Alternatives map[string]int
	// ExampleLines is the number of lines of the text that print an
	// example's reference or a second answer to one, each of which a
	// published table must reproduce; 0 when no published table is
	// checked.
	ExampleLines int
}

// CheckVerbatim checks the quotes of the specification in the tables
// against its text at specPath, and the cases of the published resolve
// tables among them against the examples they quote, and returns the
// counts. It skips the test when the text is not there.
//
// A table quotes line N of the text with a comment of exactly this form:
//
//	# N: TEXT
//
// N is the line's number (from 1, no leading zero) and TEXT, after the one
// space that follows the colon, is the whole line, byte for byte: its
// indentation, and its trailing spaces if it has any. Any other comment
// that starts with a line number (a number, or "line" and a number, then a
// space, ":", ",", "-" or the end of the line) is a quote gone wrong; prose
// starts otherwise ("# Lines 12-14: ...", "# Section 5: ...", "# 2.4.3").
//
// A dialect's published resolve table, resolve.txt, also quotes the example
// each case reproduces. Among the comments since the previous case, the
// last quote of a line that prints a reference (an example, or the anchor
// of an HTML example) must print the case's reference, and that line or a
// line quoted after it (a second answer, or an answer printed on a line of
// its own) must print the case's result. Each text prints its examples its
// own way ("<>" for the empty reference, "<URL:...>" around a URL, and so
// on: see printings); reference and answer are read off the line by that
// text's patterns and compared exactly. Two markers relax the rule:
//
//	# answer: REASON   the next case's result is not the answer printed
//	                   (RFC 2396's "(current document)", or the word
//	                   error), for REASON: an option, or a choice the
//	                   package doc documents; rejected when they agree
//	# own: REASON      the cases from here to the next directive are not
//	                   printed in the text; REASON names the sentence they
//	                   follow
//
// A case under @options need not quote an example: it may give an
// alternative answer the text states in prose. A quote just before @base
// that prints a URI alone, or an HTML BASE element, must print that base.
// A published table holds no case twice, and every example line of the
// text must be reproduced by a case of a published table.
func CheckVerbatim(t *testing.T, specPath string, tables ...string) Transcription {
	t.Helper()
	if _, err := os.Stat(specPath); err != nil {
		t.Fatalf("specification text: %v (the texts are in cmd/uridialect/internal/spectext/specs)", err)
	}
	tr, errs := verifyTranscription(specPath, tables)
	for _, e := range errs {
		t.Error(e)
	}
	return tr
}

// A printing says how a text prints its resolution examples. Each pattern
// is anchored at both ends and names its parts: ref (the reference), ans
// (the answer), uri (a URI printed alone).
type printing struct {
	example     *regexp.Regexp   // a reference and its answer
	alternative *regexp.Regexp   // a second answer to the example above it; nil if none
	uri         []*regexp.Regexp // a URI alone on its line: a base, or an answer
	emptyRef    string           // how the empty reference is printed, if not as ""
}

// printings holds the printing of each text, by file name.
var printings = map[string]*printing{
	// "   g                       magic://a/b/c//d/e/g"
	"rfc1630.txt": {
		example: regexp.MustCompile(`^   (?P<ref>\S+) {2,}(?P<ans>\S+)$`),
		uri:     []*regexp.Regexp{bareURI},
	},
	// "      g          = <URL:http://a/b/c/g>", base "      <URL:http://a/b/c/d>"
	"draft-ietf-uri-relative-url-01.txt": {
		example:  regexp.MustCompile(`^ +(?P<ref>\S+) += <URL:(?P<ans>[^<>\s]*)>$`),
		uri:      []*regexp.Regexp{regexp.MustCompile(`^ +<URL:(?P<uri>[^<>\s]*)>$`)},
		emptyRef: "<>",
	},
	// "      g          = <URL:http://a/b/c/g>", "      <>            = <URL:...>",
	// base "      Base: <URL:http://a/b/c/d;p?q#f>"
	"rfc1808.txt": {
		example:  regexp.MustCompile(`^ +(?P<ref>\S+) += <URL:(?P<ans>[^<>\s]*)>$`),
		uri:      []*regexp.Regexp{regexp.MustCompile(`^ +(?:Base: )?<URL:(?P<uri>[^<>\s]*)>$`)},
		emptyRef: "<>",
	},
	// "      g             =  http://a/b/c/g", "      #s            =  (current document)#s",
	// "      http:g        =  http:g           ; for validating parsers",
	// "                    |  http://a/b/c/g   ; for backwards compatibility";
	// "(current document)" is kept as printed: no case's answer is that.
	"rfc2396.txt": {
		example:     regexp.MustCompile(`^ +(?P<ref>\S+) +=  (?P<ans>\(current document\)\S*|\S+)(?: +; .*)?$`),
		alternative: regexp.MustCompile(`^ +\|  (?P<ans>\S+)(?: +; .*)?$`),
		uri:         []*regexp.Regexp{bareURI, regexp.MustCompile(`^ +<(?P<uri>` + uriText + `)>$`)},
		emptyRef:    "<>",
	},
	// `      "g"             =  "http://a/b/c/g"`,
	// `      "http:g"        =  "http:g"         ; for strict parsers`,
	// `                      /  "http://a/b/c/g" ; for backward compatibility`
	"rfc3986.txt": {
		example:     regexp.MustCompile(`^ +"(?P<ref>[^"]*)" +=  "(?P<ans>[^"]*)"(?: +; .*)?$`),
		alternative: regexp.MustCompile(`^ +/  "(?P<ans>[^"]*)"(?: +; .*)?$`),
		uri:         []*regexp.Regexp{bareURI},
	},
}

const uriText = `[a-z][a-z0-9+.-]*:[^<>"\s]*`

var (
	bareURI = regexp.MustCompile(`^ +(?P<uri>` + uriText + `)$`)
	// The HTML example of RFC 1808 Section 10, the draft's Section 10 and
	// RFC 2396 Appendix D: "      ... <A href="../x">a hypertext anchor</A> ..."
	// and "      <BASE href="http://www.ics.uci.edu/Test/a/b/c">".
	htmlAnchor = regexp.MustCompile(`^ +\.\.\. <A href="(?P<ref>[^"]*)">[^<>]*</A> \.\.\.$`)
	htmlBase   = regexp.MustCompile(`^ +<BASE href="(?P<uri>[^"]*)">$`)

	quoteLine  = regexp.MustCompile(`^# ([1-9][0-9]*): (.*)$`)
	looksQuote = regexp.MustCompile(`^#\s*(?:line\s+)?\d+(?:$|[\s:,-])`)
)

// What a line of the text prints.
type printKind int

const (
	prose       printKind = iota
	example               // a reference and its answer
	alternative           // a second answer
	anchor                // the reference of an HTML example
	uriAlone              // a URI alone: a base, or an answer after an anchor
	baseElement           // an HTML BASE element: a base
)

type printed struct {
	kind     printKind
	ref, ans string // example, alternative, anchor; ans is the URI of uriAlone and baseElement
}

func (p printed) hasRef() bool { return p.kind == example || p.kind == anchor }

func (p printed) hasAnswer() bool {
	return p.kind == example || p.kind == alternative || p.kind == uriAlone
}

func (p printed) isBase() bool { return p.kind == uriAlone || p.kind == baseElement }

// isExample reports whether the line counts among the examples a text
// prints: each must be reproduced.
func (p printed) isExample() bool {
	return p.kind == example || p.kind == alternative || p.kind == anchor
}

func group(re *regexp.Regexp, line, name string) (string, bool) {
	m := re.FindStringSubmatch(line)
	if m == nil {
		return "", false
	}
	return m[re.SubexpIndex(name)], true
}

// read says what line prints.
func (pr *printing) read(line string) printed {
	if ref, ok := group(pr.example, line, "ref"); ok {
		ans, _ := group(pr.example, line, "ans")
		if pr.emptyRef != "" && ref == pr.emptyRef {
			ref = ""
		}
		return printed{kind: example, ref: ref, ans: ans}
	}
	if pr.alternative != nil {
		if ans, ok := group(pr.alternative, line, "ans"); ok {
			return printed{kind: alternative, ans: ans}
		}
	}
	if ref, ok := group(htmlAnchor, line, "ref"); ok {
		return printed{kind: anchor, ref: ref}
	}
	if uri, ok := group(htmlBase, line, "uri"); ok {
		return printed{kind: baseElement, ans: uri}
	}
	for _, re := range pr.uri {
		if uri, ok := group(re, line, "uri"); ok {
			return printed{kind: uriAlone, ans: uri}
		}
	}
	return printed{}
}

// A quote is a checked quote comment of a table.
type quote struct {
	line int // in the text
	printed
}

// verifyTranscription does the work of CheckVerbatim and returns every
// failure as a message.
func verifyTranscription(specPath string, tables []string) (Transcription, []string) {
	tr := Transcription{Quotes: map[string]int{}, Examples: map[string]int{}, Alternatives: map[string]int{}}
	data, err := os.ReadFile(specPath)
	if err != nil {
		return tr, []string{err.Error()}
	}
	v := &verifier{
		spec:    strings.Split(strings.TrimSuffix(string(data), "\n"), "\n"),
		pr:      printings[filepath.Base(specPath)],
		tr:      &tr,
		covered: map[int]bool{},
	}
	if v.pr == nil {
		return tr, []string{fmt.Sprintf("%s: no printing of examples is known for this text", specPath)}
	}
	published := false
	for _, table := range tables {
		if isPublished(table) {
			published = true
		}
		v.table(table)
	}
	if published {
		for i, line := range v.spec {
			if !v.pr.read(line).isExample() {
				continue
			}
			tr.ExampleLines++
			if !v.covered[i+1] {
				v.errorf("%s:%d: an example no case of a published table reproduces: %s", filepath.Base(specPath), i+1, line)
			}
		}
	}
	return tr, v.errs
}

// isPublished reports whether the table at path is a published resolve
// table: by convention, resolve.txt.
func isPublished(path string) bool { return filepath.Base(path) == "resolve.txt" }

type verifier struct {
	spec    []string
	pr      *printing
	tr      *Transcription
	covered map[int]bool // lines of examples reproduced
	errs    []string
}

func (v *verifier) errorf(format string, args ...any) {
	v.errs = append(v.errs, fmt.Sprintf(format, args...))
}

// table checks one table.
func (v *verifier) table(path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		v.errorf("%v", err)
		return
	}
	var (
		name      = filepath.Base(path)
		published = isPublished(path)
		ctx       = Case{File: path}
		sinceCase []quote // quotes since the last case
		sinceLine []quote // quotes since the last case or directive
		answer    string  // reason of a pending "# answer:" marker
		answerAt  int
		own       string // reason of the "# own:" marker in force
		seen      = map[string]int{}
	)
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for i, line := range lines {
		where := fmt.Sprintf("%s:%d", path, i+1)
		switch {
		case strings.TrimSpace(line) == "":
		case strings.HasPrefix(line, "#"):
			pending := answer
			q, ok := v.comment(where, line, published, &answer, &own)
			if pending == "" && answer != "" {
				answerAt = i + 1
			}
			if ok {
				v.tr.Quotes[name]++
				sinceCase = append(sinceCase, q)
				sinceLine = append(sinceLine, q)
			}
		case strings.HasPrefix(line, "@"):
			if err := ctx.directive(line); err != nil {
				v.errorf("%s: %v", where, err)
			}
			if published && strings.HasPrefix(line, "@base ") {
				v.base(where, ctx.Base, sinceLine)
			}
			sinceLine, own = nil, ""
		default:
			c := ctx
			c.Line = i + 1
			if err := c.fields(line); err != nil {
				v.errorf("%s: %v", where, err)
			} else if published {
				key := fmt.Sprint(c.Options, "\x00", c.Base, "\x00", c.Ref)
				if n, dup := seen[key]; dup {
					v.errorf("%s: the same case as line %d", where, n)
				}
				seen[key] = c.Line
				v.example(where, c, sinceCase, answer, own)
			}
			sinceCase, sinceLine, answer, answerAt = nil, nil, "", 0
		}
	}
	if answer != "" {
		v.errorf("%s:%d: \"# answer:\" marker with no case after it", path, answerAt)
	}
}

// comment checks one comment line: a quote (returned, ok), a marker (its
// reason is stored in answer or own) or prose.
func (v *verifier) comment(where, line string, published bool, answer, own *string) (q quote, ok bool) {
	if m := quoteLine.FindStringSubmatch(line); m != nil {
		n, err := strconv.Atoi(m[1])
		switch {
		case err != nil || n > len(v.spec):
			v.errorf("%s: the text has no line %s", where, m[1])
			return q, false
		case m[2] != v.spec[n-1]:
			v.errorf("%s: not line %d of the text\nquoted %q\ntext   %q", where, n, m[2], v.spec[n-1])
			return q, false
		}
		return quote{line: n, printed: v.pr.read(m[2])}, true
	}
	if looksQuote.MatchString(line) {
		v.errorf("%s: looks like a quote but is not \"# N: TEXT\" (prose must not start with a number or \"line N\"): %s", where, line)
		return q, false
	}
	for _, m := range []struct {
		prefix string
		reason *string
	}{{"# answer:", answer}, {"# own:", own}} {
		if !strings.HasPrefix(line, m.prefix) {
			continue
		}
		reason := strings.TrimSpace(strings.TrimPrefix(line, m.prefix))
		switch {
		case !published:
			v.errorf("%s: %q marks cases of a published resolve table only", where, m.prefix)
		case reason == "":
			v.errorf("%s: %q marker without a reason", where, m.prefix)
		case *m.reason != "" && m.prefix == "# answer:":
			v.errorf("%s: a second \"# answer:\" marker for the same case", where)
		default:
			*m.reason = reason
		}
		return q, false
	}
	return q, false
}

// base checks the value of a @base directive against the base printed by
// the quotes just before it, if any: the last that prints a URI alone or
// a BASE element before any quote of an example (so an HTML example may be
// quoted whole before its @base).
func (v *verifier) base(where, base string, quotes []quote) {
	var printed *quote
	for i, q := range quotes {
		if q.hasRef() {
			break
		}
		if q.isBase() {
			printed = &quotes[i]
		}
	}
	if printed != nil && printed.ans != base {
		v.errorf("%s: @base %q, but line %d prints %q", where, base, printed.line, printed.ans)
	}
}

// example checks a case of a published table against the example quoted
// before it.
func (v *verifier) example(where string, c Case, quotes []quote, answer, own string) {
	at := -1
	for i := len(quotes) - 1; i >= 0 && at < 0; i-- {
		if quotes[i].hasRef() {
			at = i
		}
	}
	if at < 0 {
		if answer != "" {
			v.errorf("%s: \"# answer:\" marker on a case that quotes no example", where)
		}
		if len(c.Options) == 0 && own == "" {
			v.errorf("%s: %q quotes no example: quote the line that prints it, or mark it \"# own: REASON\"", where, c.Ref)
		}
		return
	}
	ex := quotes[at]
	if ex.ref != c.Ref {
		v.errorf("%s: reference %q, but line %d prints %q", where, c.Ref, ex.line, ex.ref)
	}
	var printed []string
	var matched quote // the line that prints the case's answer
	for _, q := range quotes[at:] {
		if !q.hasAnswer() {
			continue
		}
		printed = append(printed, q.ans)
		if !c.WantErr && q.ans == c.Want && matched.line == 0 {
			matched = q
		}
	}
	switch {
	case len(printed) == 0:
		v.errorf("%s: no quote after line %d prints an answer: quote the line that does", where, ex.line)
	case matched.line != 0 && answer != "":
		v.errorf("%s: \"# answer: %s\", but line %d prints the answer %s", where, answer, matched.line, c.Expect)
	case matched.line == 0 && answer == "":
		v.errorf("%s: answer %s, but the text prints %q; a documented choice says so with \"# answer: REASON\"", where, c.Expect, printed)
	}
	v.covered[ex.line] = true
	if matched.kind == alternative {
		v.covered[matched.line] = true
	}
	if len(c.Options) == 0 {
		v.tr.Examples[c.Section]++
	} else {
		v.tr.Alternatives[c.Section]++
	}
}
